/**
 * Place-name normalisation shared by the gazetteer build and the geocoder, so that what a
 * family types ('St. Louis', 'ft worth') finds what the gazetteer stored ('Saint Louis',
 * 'Fort Worth'). Pure.
 */

const ABBREVIATIONS: ReadonlyArray<[RegExp, string]> = [
  [/^st\.?\s+/, "saint "],
  [/^ste\.?\s+/, "sainte "],
  [/^ft\.?\s+/, "fort "],
  [/^mt\.?\s+/, "mount "],
  [/\bst\.?\s+/g, "saint "],
  [/\bft\.?\s+/g, "fort "],
  [/\bmt\.?\s+/g, "mount "],
];

/** Lowercase, accents and punctuation removed, spaces collapsed, common abbreviations spelled out. */
export function placeNameKey(name: string): string {
  let key = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9. ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  for (const [pattern, replacement] of ABBREVIATIONS) key = key.replace(pattern, replacement);
  return key.replace(/\./g, "").replace(/\s+/g, " ").trim();
}

/** The URL form of a name: 'Winston-Salem' -> 'winston-salem', 'Coeur d'Alene' -> 'coeur-dalene'. */
export function urlName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’.]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** 'travis county' -> 'travis': the county key without its kind word. */
export function countyNameKey(name: string): string {
  return placeNameKey(name)
    .replace(/\s+(county|parish|borough|census area|municipality|city and borough)$/, "")
    .trim();
}
