/**
 * The review guidelines a machine can check before a review reaches the moderation queue (spec
 * reviews-and-provider-page §2): no links, no obscene words, and no other person's full name.
 * The rest (an original review, firsthand experience within 3 years, no libel or hate speech,
 * no financial conflict of interest) is for the operator who moderates. Each rule aims to refuse
 * little that is fine: a family told to change a sound review gives up, while a review the
 * rules miss still waits for an operator.
 */

/** The guidelines a machine checks. */
export type CheckedGuideline = "links" | "obscene" | "full-name";

/** A guideline a review broke, with what its author reads. */
export interface GuidelineProblem {
  guideline: CheckedGuideline;
  message: string;
}

/** What its author reads for each, in the page's language (`t.reviews.messages.guidelines`). */
export type GuidelineMessages = Readonly<Record<CheckedGuideline, string>>;

/**
 * Links: a scheme, `www.`, or a bare domain under a common top-level domain (`example.com`,
 * `care.example.org/page`). The list of endings keeps a sentence's full stop followed by a word
 * without a space ('fine.Staff') from reading as a link.
 */
const SCHEME = /\b(?:https?|ftp):\/\//i;
const WWW = /\bwww\.[a-z0-9-]/i;
const BARE_DOMAIN =
  /\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.(?:com|net|org|info|biz|io|co|us|me|ly|gov|edu|app|site|online|xyz|care|health|link|page|top|club|shop|store|biz)\b(?![-])/i;

/** Whether the text holds a link. */
export function hasLink(text: string): boolean {
  return SCHEME.test(text) || WWW.test(text) || BARE_DOMAIN.test(text);
}

/**
 * Obscene words, matched as whole words in any letter case. Short and plain on purpose: words
 * with an innocent sense families use ('prick' of a needle, 'cock', 'Dick' as a name, 'hell',
 * 'damn') are left out; an operator reads every review anyway.
 */
const OBSCENE_WORDS = [
  "fuck",
  "fucks",
  "fucked",
  "fucker",
  "fuckers",
  "fucking",
  "motherfucker",
  "motherfuckers",
  "shit",
  "shits",
  "shitty",
  "bullshit",
  "asshole",
  "assholes",
  "bitch",
  "bitches",
  "bastard",
  "bastards",
  "cunt",
  "cunts",
  "whore",
  "whores",
  "slut",
  "sluts",
  "twat",
  "wanker",
  "dickhead",
] as const;

const OBSCENE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${OBSCENE_WORDS.join("|")})(?![\\p{L}\\p{N}])`, "iu");

/** Whether the text uses an obscene word. */
export function hasObsceneWord(text: string): boolean {
  return OBSCENE.test(text);
}

/**
 * Common given names in the US. A full name is one of these followed by a capitalised word that
 * can be a surname: 'Mary Johnson'. Asking for a known given name, rather than any two
 * capitalised words, keeps 'Great Staff', 'The Dining Room' or 'San Antonio' from counting. A
 * rarer given name goes unnoticed; the operator still reads the review.
 */
const GIVEN_NAMES = new Set(
  `james john robert michael william david richard joseph thomas charles christopher daniel matthew anthony mark
  donald steven paul andrew joshua kenneth kevin brian george timothy ronald edward jason jeffrey ryan jacob gary
  nicholas eric jonathan stephen larry justin scott brandon benjamin samuel gregory alexander patrick raymond
  jack dennis jerry tyler aaron jose adam nathan henry douglas zachary peter kyle ethan walter noah jeremy
  keith roger terry gerald harold sean carl arthur lawrence dylan jesse bryan billy joe bruce gabriel
  albert willie alan juan wayne elijah randy roy vincent ralph eugene russell bobby philip
  mary patricia jennifer linda elizabeth barbara susan jessica sarah karen lisa nancy betty margaret sandra ashley
  kimberly emily donna michelle carol amanda dorothy melissa deborah stephanie rebecca sharon laura cynthia kathleen
  amy angela shirley anna brenda pamela emma nicole helen samantha katherine christine debra rachel carolyn janet
  catherine maria heather diane ruth julie olivia joyce victoria kelly lauren christina joan evelyn judith
  megan andrea cheryl hannah jacqueline martha gloria teresa ann sara frances kathryn janice jean abigail
  alice judy sophia denise doris marilyn danielle beverly isabella theresa diana natalie brittany marie
  kayla alexis lori linda tammy tina wanda irene norma lois phyllis peggy bonnie mildred edna ethel gladys elaine
  rosa maria carmen luis carlos miguel jorge pedro manuel ana lucia`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * A capitalised word that can be a name: 'Mary', 'O’Neil', 'McDonald', 'Smith-Jones'. An
 * honorific and a surname ('Dr. Smith', 'Nurse Carol') is how families name staff and is fine:
 * no honorific is a given name.
 */
const NAME_WORD = /^\p{Lu}\p{Ll}*(?:\p{Lu}\p{Ll}+)?(?:['’-]\p{Lu}?\p{Ll}+)*$/u;

/**
 * Capitalised words after a given name that make a place, a team or a thing, not a surname:
 * 'Rose Garden', 'Grace Chapel', 'Joy Room'.
 */
const NOT_SURNAMES = new Set(
  `garden gardens room rooms hall house home homes center centre church chapel park place street avenue road lane
  court manor village villa villas terrace care living health healthcare hospital clinic wing unit building suite
  team staff activities activity dining kitchen cafe library lounge program programs day days night month week year
  memorial foundation community communities apartments estates commons ridge woods pointe point springs
  is was and the has had were are from said says always never made helped works worked came took did does`
    .split(/\s+/)
    .filter(Boolean),
);

/** The words of a name, lower case, letters only: 'Mary-Ann O’Neil' → ['mary-ann', 'o’neil']. */
function nameWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}'’-]+/u)
    .filter(Boolean);
}

/** Whether `pair` (two lower-case words) appears, in order and side by side, in `words`. */
function containsPair(words: readonly string[], pair: readonly [string, string]): boolean {
  for (let index = 0; index + 1 < words.length; index++) {
    if (words[index] === pair[0] && words[index + 1] === pair[1]) return true;
  }
  return false;
}

/**
 * The first full name of another person in `text`: a common given name and a surname-like
 * capitalised word, side by side, that are not the author's own name and not part of the
 * provider's name. Answers the name as written, or null.
 */
export function otherPersonFullName(
  text: string,
  context: { authorName: string; providerName?: string | null },
): string | null {
  const author = nameWords(context.authorName);
  const provider = nameWords(context.providerName ?? "");
  const words = [...text.matchAll(/[\p{L}'’-]+/gu)];
  for (let index = 0; index + 1 < words.length; index++) {
    const [first] = words[index] as RegExpExecArray;
    const [second] = words[index + 1] as RegExpExecArray;
    // Side by side in one sentence: only spaces between ('Mark. Then' is two sentences).
    const start = (words[index]?.index ?? 0) + first.length;
    if (!/^[ \t]+$/.test(text.slice(start, words[index + 1]?.index ?? start))) continue;
    if (!NAME_WORD.test(first) || !NAME_WORD.test(second)) continue;
    const pair: [string, string] = [first.toLowerCase(), second.toLowerCase()];
    if (!GIVEN_NAMES.has(pair[0]) || NOT_SURNAMES.has(pair[1]) || GIVEN_NAMES.has(pair[1])) continue;
    if (containsPair(author, pair) || containsPair(provider, pair)) continue;
    return `${first} ${second}`;
  }
  return null;
}

/** What the screening reads of a review. */
export interface ScreenedReview {
  body: string;
  authorName: string;
  /** The provider reviewed (its name may hold a person's name), when known. */
  providerName?: string | null;
}

/**
 * Every guideline the review breaks, in a stable order (links, obscene words, full names); an
 * empty list when it may go to the moderation queue. Links and obscene words count in the name
 * too, which is shown with the review.
 */
export function guidelineProblems(review: ScreenedReview, messages: GuidelineMessages): GuidelineProblem[] {
  const problems: GuidelineProblem[] = [];
  if (hasLink(review.body) || hasLink(review.authorName)) {
    problems.push({ guideline: "links", message: messages.links });
  }
  if (hasObsceneWord(review.body) || hasObsceneWord(review.authorName)) {
    problems.push({ guideline: "obscene", message: messages.obscene });
  }
  if (otherPersonFullName(review.body, { authorName: review.authorName, providerName: review.providerName })) {
    problems.push({ guideline: "full-name", message: messages["full-name"] });
  }
  return problems;
}

/** A review's text as the duplicate check compares it: whitespace runs as one space, lower case, trimmed. */
export function normalReviewText(text: string): string {
  return text.normalize("NFC").toLowerCase().replace(/\s+/gu, " ").trim();
}
