/**
 * Readable capitalisation for the upper-case names and addresses of the federal files:
 * 'BURNS NURSING HOME, INC.' -> 'Burns Nursing Home, Inc.', 'MCCORMICK HEALTH CARE CTR LLC'
 * -> 'McCormick Health Care Ctr LLC', '701 MONROE STREET NW' -> '701 Monroe Street NW'.
 */

/** Kept upper-case: legal forms, care acronyms, directions and Roman numerals. */
const UPPER_CASE = new Set([
  "llc",
  "lp",
  "llp",
  "pc",
  "pllc",
  "pa",
  "snf",
  "nhc",
  "hcc",
  "ltc",
  "ltcu",
  "ahc",
  "hcr",
  "icf",
  "ccrc",
  "alf",
  "usa",
  "va",
  "ymca",
  "ne",
  "se",
  "ii",
  "iii",
  "iv",
  "vi",
  "vii",
  "viii",
  "ix",
  "xi",
  "xii",
  "po",
]);

/** Abbreviations without vowels that read as words ('Ctr', 'St'), not as acronyms. */
const ABBREVIATIONS = new Set([
  "st",
  "ft",
  "mt",
  "dr",
  "jr",
  "sr",
  "mrs",
  "ctr",
  "cntr",
  "nsg",
  "nrsg",
  "hlth",
  "skld",
  "hsptl",
  "bldg",
  "blvd",
  "hwy",
  "pkwy",
  "rd",
  "ln",
  "pl",
  "sq",
  "mgmt",
  "svcs",
  "hm",
  "hms",
  "cty",
  "twp",
  "ltd",
  "vlg",
  "lvg",
  "ctrs",
  "cnt",
  "hlthcr",
  "hth",
  "htlh",
  "nsng",
  "skd",
  "crt",
  "cts",
  "hts",
  "grn",
]);

/** Lower-case inside a name, unless they start it or a part of it. */
const SMALL_WORDS = new Set(["and", "of", "at", "the", "for", "on", "by", "in", "to", "with", "de", "dba"]);

const VOWELS = /[aeiouy]/;

/**
 * Title-cases an upper-case name or street, keeping acronyms readable. Text that already has
 * lower-case letters was cased by a person and is returned trimmed, as it is.
 */
export function titleCase(text: string): string {
  const clean = text.trim().replace(/\s+/g, " ");
  if (/[a-z]/.test(clean)) return clean;
  let startsPart = true;
  return clean
    .split(" ")
    .map((word) => {
      const cased = caseWord(word.toLowerCase(), startsPart);
      // After ' - ', a slash or an opening parenthesis a new part of the name begins.
      startsPart = /[-/(:]$/.test(word);
      return cased;
    })
    .join(" ");
}

/** One space-separated word; hyphens, slashes and parentheses split it into parts. */
function caseWord(word: string, startsPart: boolean): string {
  return word.replace(/[a-z0-9']+/g, (part, offset: number) => casePart(part, startsPart || offset > 0));
}

function casePart(part: string, startsPart: boolean): string {
  if (/\d/.test(part)) {
    // Ordinals read lower-case ('1st', '22nd'); other mixes are unit or suite numbers ('115B').
    return /^\d+(st|nd|rd|th)$/.test(part) ? part : part.toUpperCase();
  }
  if (UPPER_CASE.has(part)) return part.toUpperCase();
  if (part.length > 1 && !VOWELS.test(part) && !ABBREVIATIONS.has(part)) return part.toUpperCase();
  if (SMALL_WORDS.has(part) && !startsPart) return part;
  const apostrophe = /^([od])'([a-z]{2,})$/.exec(part);
  if (apostrophe) return `${(apostrophe[1] as string).toUpperCase()}'${capitalise(apostrophe[2] as string)}`;
  const scottish = /^mc([a-z]{2,})$/.exec(part);
  if (scottish) return `Mc${capitalise(scottish[1] as string)}`;
  return capitalise(part);
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
