/**
 * Structured data in a page's server HTML: every `<script type="application/ld+json">` element,
 * read back the way a search engine reads it, and the schema.org types it names, checked against
 * the list of types the pages may use.
 */

/**
 * The schema.org types the pages may name, each checked by hand against the schema.org
 * vocabulary (schema.org/{Type} is a type page, or for Nursing and Geriatric a MedicalBusiness
 * subtype that is also a MedicalSpecialty member); this run has no network to ask it. The provider
 * page's data (a LocalBusiness, or the MedicalBusiness subtypes where they fit, with its address,
 * position, rating and breadcrumb trail) and what it nests. A page that needs another type adds
 * it here once it has checked the name on schema.org: a misspelt type is silently ignored by
 * search engines, which is what this list catches.
 */
export const SCHEMA_ORG_TYPES: ReadonlySet<string> = new Set([
  "AggregateRating",
  "Answer",
  "BreadcrumbList",
  "ContactPoint",
  "FAQPage",
  "GeoCoordinates",
  "Geriatric",
  "ImageObject",
  "ItemList",
  "ListItem",
  "LocalBusiness",
  "MedicalBusiness",
  "Nursing",
  "Offer",
  "OpeningHoursSpecification",
  "Organization",
  "Person",
  "Place",
  "PostalAddress",
  "PriceSpecification",
  "Question",
  "Rating",
  "Review",
  "WebPage",
  "WebSite",
]);

/** The contexts a block may declare: schema.org's, over https or http. */
const SCHEMA_ORG_CONTEXTS = new Set([
  "https://schema.org",
  "https://schema.org/",
  "http://schema.org",
  "http://schema.org/",
]);

/** The text of every JSON-LD script element in the HTML, in document order. */
export function jsonLdBlocks(html: string): string[] {
  const blocks: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(match[1] ?? "");
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (value === "application/ld+json") blocks.push(match[2] ?? "");
  }
  return blocks;
}

/**
 * The blocks about what a page shows, after the one every indexed page opens with: the page
 * itself as a WebPage in its language (worker/ssr/Document.tsx). Fails when an indexed page lacks it.
 */
export function pageJsonLdBlocks(html: string): string[] {
  // A page kept out of search engines says nothing of itself.
  if (/<meta name="robots" content="noindex"\/>/.test(html)) return jsonLdBlocks(html);
  // Nor does one whose content is another language's page, in this one's frame (a Spanish
  // address of an English content page: its canonical is the English page).
  const language = /<html lang="([a-z]+)"/.exec(html)?.[1];
  const canonical = /<link rel="canonical" href="[a-z]+:\/\/[^/"]+(\/[^"]*)"/.exec(html)?.[1] ?? "";
  if (language === "es" && !canonical.startsWith("/es/")) return jsonLdBlocks(html);
  const [page, ...rest] = jsonLdBlocks(html);
  const parsed = JSON.parse(page ?? "null") as { "@type"?: unknown; inLanguage?: unknown } | null;
  if (parsed?.["@type"] !== "WebPage" || typeof parsed.inLanguage !== "string") {
    throw new Error(`the page's first JSON-LD block is not its WebPage with inLanguage: ${page ?? "none"}`);
  }
  return rest;
}

/**
 * What is wrong with one block, or nothing. A script element's text is not HTML-decoded, so
 * the block must be JSON as it stands; the pages write it with `jsonForScript`, which escapes
 * every `<`, so no `</script` (or `<!--`) can end the element early or hide the rest of it.
 */
export function jsonLdProblems(block: string): string[] {
  if (block.includes("<")) return ["holds a raw '<': a '</script' in a value would end the element early"];
  let value: unknown;
  try {
    value = JSON.parse(block);
  } catch (error) {
    return [`is not JSON: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  const roots = Array.isArray(value) ? value : [value];
  for (const root of roots) {
    const context =
      typeof root === "object" && root !== null ? (root as Record<string, unknown>)["@context"] : undefined;
    if (typeof context !== "string" || !SCHEMA_ORG_CONTEXTS.has(context)) {
      problems.push(`has the @context ${JSON.stringify(context)}, not https://schema.org`);
    }
  }
  for (const type of schemaTypes(value)) {
    if (!SCHEMA_ORG_TYPES.has(type))
      problems.push(`names the @type ${JSON.stringify(type)}, not a listed schema.org type`);
  }
  if (schemaTypes(value).length === 0) problems.push("names no @type");
  return problems;
}

/** Every `@type` in a JSON-LD value, nested ones included (a type may be one name or a list of names). */
export function schemaTypes(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(schemaTypes);
  if (typeof value !== "object" || value === null) return [];
  const types: string[] = [];
  for (const [key, child] of Object.entries(value)) {
    if (key === "@type") {
      for (const type of [child].flat()) types.push(typeof type === "string" ? type : JSON.stringify(type));
    } else {
      types.push(...schemaTypes(child));
    }
  }
  return types;
}
