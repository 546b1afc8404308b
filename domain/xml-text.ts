const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "'": "&apos;", '"': "&quot;" };

/** Text for an XML element or attribute (a sitemap, an SVG picture): the five characters XML names, escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>'"]/g, (character) => XML_ESCAPES[character] ?? character);
}
