/**
 * Where a successful inquiry goes (spec lead-capture-and-chrome §2): the thank-you path with
 * the provider's slug and a phone number, only the phone when there is no provider; a
 * configured default thank-you page overrides it.
 */

export const THANK_YOU_PATH = "/thank-you/";

/** spec: lead-capture-and-chrome §9, the default thank-you title. */
export const THANK_YOU_TITLE = "Thank You for your request!";

/** True for a path on this site ('/x/'), never another origin ('//evil', 'https:'). */
export function isSitePath(path: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(path) && !path.includes(":");
}

export function thankYouUrl(target: { slug?: string | null; phone: string; defaultPage?: string | null }): string {
  if (target.defaultPage && isSitePath(target.defaultPage)) return target.defaultPage;
  const params = new URLSearchParams();
  if (target.slug) params.set("slug", target.slug);
  params.set("phone", target.phone);
  return `${THANK_YOU_PATH}?${params.toString()}`;
}
