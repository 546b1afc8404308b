/**
 * The files editors' starting pages ship in (`data/content/pages/*.json`): `{ path, kind,
 * page }`, the page a ContentPageInput. The seed and the worker tests read them with this one
 * check, so a file that would fail the admin API fails them too, naming the file and the field.
 */
import { z } from "zod";
import { contentPageSchema } from "./content-blocks.ts";
import { CONTENT_KINDS, contentPathProblem } from "./content-paths.ts";

export const contentSeedFileSchema = z
  .strictObject({ path: z.string(), kind: z.enum(CONTENT_KINDS), page: contentPageSchema })
  .superRefine((value, context) => {
    const problem = contentPathProblem(value.path, value.kind);
    if (problem) context.addIssue({ code: "custom", path: ["path"], message: problem });
  });
export type ContentSeedFile = z.infer<typeof contentSeedFileSchema>;

/** The file's page, or an error naming the file and the first field that fails. */
export function parseContentSeedFile(name: string, json: unknown): ContentSeedFile {
  const result = contentSeedFileSchema.safeParse(json);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path
    .map((part) => (typeof part === "number" ? `[${part}]` : `.${String(part)}`))
    .join("")
    .replace(/^\./, "");
  throw new Error(`${name}: ${field || "(file)"}: ${issue?.message ?? "invalid"}`);
}
