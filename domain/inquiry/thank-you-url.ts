/**
 * Where a successful inquiry goes (spec lead-capture-and-chrome §2): the thank-you path with
 * the provider's slug and the number to call (the provider's, or the advisor line when there
 * is no provider); a configured default thank-you page overrides it. The multi-step form goes
 * to the same path with a short-lived reference to its stored lead instead of the submitted
 * values the spec puts there: nothing a family typed ever travels in an address, where it
 * would stay in the browser's history, the server's logs and any Referer sent on.
 */

export const THANK_YOU_PATH = "/thank-you/";

/** spec: lead-capture-and-chrome §9, the default thank-you title. */
export const THANK_YOU_TITLE = "Thank You for your request!";

/** The query parameter that carries a multi-step lead's reference. */
export const THANK_YOU_REFERENCE_PARAM = "ref";

/** True for a path on this site ('/x/'), never another origin ('//evil', 'https:'). */
export function isSitePath(path: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(path) && !path.includes(":");
}

/**
 * The inquiry form's thank-you page. `phone` is the provider's or the advisor line, never the
 * family's; the page shows the number it reads from the directory, whatever the address says.
 */
export function thankYouUrl(target: { slug?: string | null; phone: string; defaultPage?: string | null }): string {
  if (target.defaultPage && isSitePath(target.defaultPage)) return target.defaultPage;
  const params = new URLSearchParams();
  if (target.slug) params.set("slug", target.slug);
  params.set("phone", target.phone);
  return `${THANK_YOU_PATH}?${params.toString()}`;
}

/** The multi-step form's thank-you page, for a reference the server signed. */
export function thankYouReferenceUrl(reference: string): string {
  return `${THANK_YOU_PATH}?${new URLSearchParams({ [THANK_YOU_REFERENCE_PARAM]: reference }).toString()}`;
}
