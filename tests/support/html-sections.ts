/**
 * A section of a page's HTML by its id, up to the closing tag that matches it (sections nest: a
 * card's promotion is a section of its own), or "" when the page has none.
 */
export function sectionById(html: string, id: string): string {
  const start = html.indexOf(`<section id="${id}"`);
  if (start < 0) return "";
  const tags = /<section\b|<\/section>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === "</section>" ? -1 : 1;
    if (depth === 0) return html.slice(start, tag.index + tag[0].length);
  }
  return html.slice(start);
}
