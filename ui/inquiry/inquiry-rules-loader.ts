/** Loads the inquiry rules chunk (zod and all) once, on first use; later calls share the promise. */
export type InquiryRules = typeof import("./inquiry-rules.ts");

let loading: Promise<InquiryRules> | null = null;

export function loadInquiryRules(): Promise<InquiryRules> {
  loading ??= import("./inquiry-rules.ts");
  return loading;
}
