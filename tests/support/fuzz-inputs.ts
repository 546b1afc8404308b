/**
 * What the fuzz suite sends: generators (fast-check arbitraries) for the parts of a request a
 * hostile visitor controls, each mixing values that mean something to the site with junk:
 * text of every kind (markers that must never come back unescaped in HTML, unicode, lone
 * surrogates, control characters, broken percent-encoding, numbers that are not, very long
 * text), path segments, query strings, headers, cookies, and bodies of every content type
 * (valid bodies mutated field by field, junk JSON, deep nesting, huge strings, many keys,
 * binary, urlencoded and multipart forms, broken multipart).
 */
import fc, { type Arbitrary } from "fast-check";

/** The marker the suite plants in its inputs; HTML must never hold it as markup. */
export const MARK = "fz7q";

/** Inputs that would become markup, a comment or a script URL if a page printed them unescaped. */
export const MARKERS = [
  `<${MARK}>`,
  `"${MARK}'`,
  `</script><${MARK}>`,
  `<!--${MARK}`,
  `"><${MARK} a="`,
  `javascript:${MARK}`,
  `\u2028<${MARK}>\u2029`,
] as const;

const SPECIAL_CHARACTERS = [
  "<",
  ">",
  '"',
  "'",
  "&",
  "\\",
  "/",
  "%",
  "+",
  "=",
  ";",
  ",",
  "#",
  "?",
  ":",
  "\u0000",
  "\u0007",
  "\u007f",
  "\n",
  "\r",
  "\t",
  " ",
  "\u00a0",
  "\u2028",
  "\u202e",
  "\ufeff",
  "\ud800",
  "\udfff",
  "é",
  "ß",
  "Ω",
  "中",
  "😀",
  "{",
  "}",
  "[",
  "]",
  "..",
  "${",
  "`",
  "*",
  "|",
  "＝",
];

/** Percent-encoding that is broken, or that decodes to something a router or parser trips over. */
export const PERCENT_JUNK = [
  "%",
  "%%",
  "%zz",
  "%2",
  "%E0%A4%A",
  "%C0%AE",
  "%FF%FE",
  "%00",
  "%2F",
  "%5C",
  "%2e%2e",
  "%uD800",
  "%F0%9F%98",
  "%3Cfz7q%3E",
  "a%20b+c",
];

/** Lengths around the limits the site's schemas and pages use. */
const LENGTHS = [0, 1, 49, 50, 51, 100, 101, 200, 201, 254, 255, 256, 500, 501, 1000, 1001, 2000, 2001, 5000];

/** Text of exactly `length` code units, repeating `unit`. */
export function repeated(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / Math.max(1, unit.length))).slice(0, length);
}

/** Text with a marker inside, as a hostile visitor would type it into any field. */
export const markedText = fc
  .tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...MARKERS), fc.string({ maxLength: 6 }))
  .map(([before, marker, after]) => `${before}${marker}${after}`);

const longText = fc
  .tuple(fc.constantFrom(...LENGTHS), fc.constantFrom("x", "é", " ", "😀", MARKERS[0], "<", "%"))
  .map(([length, unit]) => repeated(unit, length));

const numberText = fc.oneof(
  fc.integer().map(String),
  fc.double().map(String),
  fc.constantFrom(
    "-0",
    "NaN",
    "Infinity",
    "-Infinity",
    "1e309",
    "0x10",
    "1_000",
    " 7 ",
    "9007199254740993",
    "-1",
    "0",
    "00001",
    "1.",
    "1e-7",
    "1,2",
    "99999999999999999999999",
    "90",
    "-90",
    "180",
    "-180",
    "90.0000001",
    "1e308",
    "5e-324",
    "10000",
    "10001",
  ),
);

/**
 * Any code point, lone surrogates included. fast-check's own "binary" unit builds a reverse
 * table of the whole code space (seconds, for each arbitrary) the first time it shrinks.
 */
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((codePoint) => String.fromCodePoint(codePoint));

/** Text of any code points. */
function unicodeText(maxLength: number): Arbitrary<string> {
  return fc.string({ unit: anyCodePoint, maxLength });
}

const junkTexts = new Map<number, Arbitrary<string>>();

/** Junk text: any of the kinds above, at most about `maxLength` characters unless it is one of the long ones. */
export function junkText(maxLength = 30): Arbitrary<string> {
  let junk = junkTexts.get(maxLength);
  if (junk === undefined) {
    junk = buildJunkText(maxLength);
    junkTexts.set(maxLength, junk);
  }
  return junk;
}

function buildJunkText(maxLength: number): Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength }) },
    { weight: 2, arbitrary: unicodeText(maxLength) },
    { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom(...SPECIAL_CHARACTERS), maxLength }) },
    { weight: 3, arbitrary: markedText },
    { weight: 1, arbitrary: longText },
    { weight: 1, arbitrary: numberText },
    { weight: 1, arbitrary: fc.json({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.constantFrom(...PERCENT_JUNK) },
  );
}

/** A value that means something to some route (from `meaningful`) or junk. */
export function fieldText(meaningful: readonly string[]): Arbitrary<string> {
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...meaningful) }, { weight: 2, arbitrary: junkText() });
}

/** Any JSON value, junk text and markers among its strings. */
export const junkJson: Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: junkText() },
  { weight: 1, arbitrary: fc.array(junkText(), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(junkText(10), junkText(), { maxKeys: 5 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2) },
);

const UNRESERVED = /[A-Za-z0-9\-._~]/;
const utf8 = new TextEncoder();

/** Percent-encodes text as UTF-8 (a lone surrogate becomes U+FFFD, as a browser sends it); `keep` stays as it is. */
export function percentEncode(text: string, keep: RegExp = UNRESERVED): string {
  if (keep === UNRESERVED) {
    // The same, faster: encodeURIComponent leaves five characters more than the unreserved ones.
    return encodeURIComponent(text.toWellFormed()).replace(
      /[!'()*]/g,
      (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  }
  let encoded = "";
  for (const char of text) {
    if (keep.test(char)) {
      encoded += char;
      continue;
    }
    for (const byte of utf8.encode(char)) encoded += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return encoded;
}

/** How one query value or path segment is written into the address. */
type Spelling = "encoded" | "raw" | "plus";

/**
 * Text as it would sit in an address: percent-encoded, raw (the URL parser encodes what it
 * must, broken percent-encoding stays broken), or with spaces as '+'. A '#' is always encoded:
 * it would end the address's query, and browsers never send what follows.
 */
function spell(text: string, spelling: Spelling, separators: RegExp): string {
  if (spelling === "encoded") return percentEncode(text);
  if (spelling === "plus") return percentEncode(text).replace(/%20/g, "+");
  return text.replace(/#/g, "%23").replace(separators, (char) => percentEncode(char, /$^/));
}

const spelling = fc.constantFrom<Spelling>("encoded", "encoded", "raw", "plus");

/** A path segment: a meaningful value (an id, a slug, a care type) or junk, written as an address would hold it. */
export function pathSegment(meaningful: readonly string[]): Arbitrary<string> {
  const valid = meaningful.length > 0 ? meaningful : ["x"];
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...valid).map((value) => percentEncode(value)) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "",
        ".",
        "..",
        "%2e%2e",
        "..%2F..%2Fadmin",
        "%2F",
        "a%2Fb",
        "%00",
        "%",
        "%zz",
        "%E0%A4%A",
        "~",
        ";x=1",
        "index.html",
        "%3Cfz7q%3E",
        "%22fz7q'",
        "__proto__",
      ),
    },
    { weight: 2, arbitrary: fc.tuple(junkText(), spelling).map(([text, how]) => spell(text, how, /[/?]/g)) },
    { weight: 1, arbitrary: fc.constantFrom(256, 2001, 10_000).map((length) => repeated("a", length)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...valid), fc.constantFrom("-", "%20", "%3C", ".", "..", "/", "//", "?x"))
        .map(([value, tail]) => `${percentEncode(value.toUpperCase())}${tail}`),
    },
  );
}

/** Names no route declares but a parser might treat specially. */
const ODD_NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty", "", "a[b]", "a.b", "%", "&", "="];

/**
 * A query string ('' or '?...'): often the parameters a route needs to do its work (`base`,
 * so the rest reaches past its first check), then known names with meaningful or junk values,
 * unknown and odd names, repeated keys (a hundred and more), or a query string broken on purpose.
 */
export function queryString(
  names: readonly string[],
  values: readonly string[],
  valueFor: Readonly<Record<string, Arbitrary<string>>> = {},
  base: Arbitrary<[string, string][]> = fc.constant([]),
): Arbitrary<string> {
  const knownNames = names.length > 0 ? names : ["q"];
  const name = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...knownNames) },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_NAMES) },
    { weight: 1, arbitrary: junkText(12) },
  );
  const anyValue = fieldText(values);
  // Built once: an arbitrary built inside chain() would be built again for every value drawn.
  const hinted = new Map(Object.entries(valueFor).map(([key, hint]) => [key, fc.oneof(hint, anyValue)]));
  const pair = name.chain((key) => fc.tuple(fc.constant(key), hinted.get(key) ?? anyValue, spelling));
  const needed = fc.option(base, { nil: [], freq: 4 });
  const written = fc.tuple(needed, fc.array(pair, { maxLength: 8 })).map(([start, pairs]) => {
    const all = [...start.map(([key, value]): [string, string, Spelling] => [key, value, "encoded"]), ...pairs];
    if (all.length === 0) return "";
    const text = all.map(([key, value, how]) => `${spell(key, how, /[&=]/g)}=${spell(value, how, /&/g)}`).join("&");
    return `?${text}`;
  });
  const repeatedKeys = fc
    .tuple(fc.constantFrom(...knownNames), fc.integer({ min: 99, max: 400 }), fc.constantFrom(...values))
    .map(
      ([key, count, value]) =>
        `?${Array.from({ length: count }, () => `${percentEncode(key)}=${percentEncode(value)}`).join("&")}`,
    );
  const broken = fc.constantFrom(
    "?",
    "?&&",
    "?=",
    "?==",
    "?a",
    "?&a=1&",
    "?%=%",
    "?%zz=1",
    "?a=%E0%A4%A",
    "?;;",
    "??a=1",
  );
  return fc.oneof(
    { weight: 10, arbitrary: written },
    { weight: 1, arbitrary: repeatedKeys },
    { weight: 1, arbitrary: broken },
  );
}

/**
 * Text a header can carry: printable ASCII and tabs. No HTTP parser lets NUL, CR or LF
 * through, and workerd writes other characters as UTF-8 with a warning per request, so they
 * are percent-encoded, which keeps the junk junk.
 */
export function headerSafe(text: string): string {
  return percentEncode(text, /[\t\x20-\x7e]/).trim();
}

const BROWSER_AGENT =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const BOT_AGENT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** Where a request is addressed: the brands' hosts, an unknown host, plain http and https. */
export const origin = fc
  .tuple(
    fc.constantFrom("http", "http", "https"),
    fc.constantFrom(
      "localhost",
      "localhost",
      "seniorhousing.localhost",
      "carefind.com",
      "www.seniorhousing.com",
      "unknown.example",
      "127.0.0.1",
      "[::1]",
      "LOCALHOST",
      "localhost.",
      "localhost:8787",
      "carefind.com:443",
      "xn--bcher-kva.example",
    ),
  )
  .map(([protocol, host]) => `${protocol}://${host}`);

/**
 * What the edge says about the visitor (`request.cf`): usually nothing (as in tests and local
 * development), a real place, part of one, or values of the wrong type and junk.
 */
export const edgeData: Arbitrary<Record<string, unknown> | null> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(null) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      { city: "Austin", regionCode: "TX", latitude: "30.26715", longitude: "-97.74306", country: "US" },
      { city: "Round Rock", regionCode: "TX", latitude: "30.50826", longitude: "-97.6789" },
      { city: "Austin" },
      { latitude: "30.2", longitude: "-97.7" },
    ),
  },
  {
    weight: 2,
    arbitrary: fc.record(
      {
        city: fc.oneof(junkText(), junkJson),
        regionCode: fc.oneof(junkText(8), junkJson),
        latitude: fc.oneof(junkText(12), fc.double(), junkJson),
        longitude: fc.oneof(junkText(12), fc.double(), junkJson),
      },
      { requiredKeys: [] },
    ),
  },
);

/** The visitor's address as the edge reports it: mostly a new one (limits count per address), sometimes junk. */
export const visitorAddress: Arbitrary<string | null> = fc.oneof(
  { weight: 6, arbitrary: fc.ipV4() },
  { weight: 3, arbitrary: fc.ipV6() },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.ipV4Extended(),
      fc.constantFrom("", "unknown", "1.2.3", "999.1.1.1", "::ffff:1.2.3.4", "fe80::1%eth0", "1.2.3.4, 5.6.7.8"),
      junkText(20).map(headerSafe),
    ),
  },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** The secrets the test Worker is configured with, so some requests get past authentication to the parsing. */
export interface Credentials {
  adminToken: string;
  partnerToken: string;
}

/** What a route's requests lean towards: the admin token, the partner token, a feature override it needs. */
export interface HeaderLeaning {
  admin: boolean;
  partner: boolean;
  override: string | null;
}

function credential(valid: string, leaning: boolean, junk: Arbitrary<string>): Arbitrary<string | null> {
  return fc.oneof(
    { weight: leaning ? 6 : 1, arbitrary: fc.constant(valid) },
    { weight: 2, arbitrary: junk },
    { weight: leaning ? 1 : 6, arbitrary: fc.constant(null) },
  );
}

/** A feature override as a campaign address or header carries it: valid pairs or junk. */
export const featureOverride = fc.oneof(
  fc.constantFrom(
    "inquiry-v4:on",
    "inquiry-v4:on,sem-budget-removed:on",
    "sem-budget-removed:on,sem-hero-behind-form-layout:on",
    "enhanced-search-v2:on,hubspot-chat:on",
    "hubspot-chat:off",
    "inquiry-v4:maybe",
    "unknown:on",
    "inquiry-v4",
    ":::",
  ),
  fc
    .array(fc.constantFrom("inquiry-v4", "hubspot-chat", "sem-budget-removed", "x"), { maxLength: 4 })
    .map((names) => names.map((name, index) => `${name}:${index % 2 ? "off" : "on"}`).join(",")),
  junkText(),
);

/** Stands for the request's own origin in a header, until the request's address is known. */
export const SAME_ORIGIN = "{same-origin}";

/**
 * The request's headers other than Content-Type and Cookie: Accept, Origin and Sec-Fetch-*
 * (same origin, another site, junk), the visitor's address, tokens (valid, junk, absent), user
 * agents (a browser, a crawler that gets the whole page at once, junk, very long), a feature
 * override, forwarded-for headers that must not be trusted, and an unknown header.
 */
export function headerPairs(credentials: Credentials, leaning: HeaderLeaning): Arbitrary<[string, string][]> {
  const junkHeader = junkText(40).map(headerSafe);
  // Present half the time, or (freq 3) two times in three.
  const optional = (arbitrary: Arbitrary<string | null>, freq = 2) => fc.option(arbitrary, { nil: null, freq });
  return fc
    .record({
      Accept: optional(
        fc.oneof(
          fc.constantFrom(
            "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
            "application/json",
            "*/*",
            "text/csv",
            "application/vnd.api+json",
          ),
          junkHeader,
        ),
      ),
      // Mostly the page's own origin, as a browser's form post carries it, so posts reach their parsing.
      Origin: optional(
        fc.oneof(
          { weight: 4, arbitrary: fc.constant(SAME_ORIGIN) },
          fc.constantFrom("https://evil.example", "null", "http://localhost:8787", "https://carefind.com"),
          junkHeader,
        ),
        3,
      ),
      "Sec-Fetch-Site": optional(
        fc.oneof(fc.constantFrom("same-origin", "same-site", "cross-site", "none"), junkHeader),
      ),
      "Sec-Fetch-Mode": optional(fc.constantFrom("navigate", "cors", "no-cors", "same-origin")),
      Referer: optional(fc.oneof(fc.constant(`${SAME_ORIGIN}/`), fc.constant("https://evil.example/"), junkHeader)),
      "CF-Connecting-IP": visitorAddress,
      "X-Forwarded-For": optional(fc.oneof(fc.ipV4(), junkHeader)),
      Authorization: credential(
        `Bearer ${credentials.adminToken}`,
        leaning.admin,
        fc.oneof(
          junkHeader.map((token) => `Bearer ${token}`),
          fc.constantFrom("Bearer", "Bearer ", "bearer  x", "Basic Zm96OnE=", `Bearer ${credentials.adminToken} x`),
          junkHeader,
        ),
      ),
      "Caring-Partner": credential(credentials.partnerToken, leaning.partner, junkHeader),
      "User-Agent": optional(
        fc.oneof(
          fc.constantFrom(BROWSER_AGENT, BROWSER_AGENT, BOT_AGENT, "curl/8.5.0", ""),
          junkHeader,
          fc.constant(repeated("A", 8_000)),
        ),
      ),
      "x-feature-override": leaning.override
        ? fc.oneof({ weight: 4, arbitrary: fc.constant(leaning.override) }, featureOverride.map(headerSafe))
        : optional(featureOverride.map(headerSafe)),
      "Accept-Language": optional(junkHeader),
      "X-Fuzz-Unknown": optional(junkHeader),
    })
    .map((headers) =>
      Object.entries(headers).flatMap(([name, value]): [string, string][] => (value === null ? [] : [[name, value]])),
    );
}

/** Cookie values that are valid for some cookie of the site, as a browser sends them back. */
const COOKIE_SHAPES = [
  "1",
  "0",
  "true",
  "6b1f4c1e-1d5b-4f4e-9d7e-0c1b2a3d4e5f",
  "visitor-0001-test",
  percentEncode(JSON.stringify({ Advertising: true, Analytics: false, Functional: true, DataSharing: false })),
  JSON.stringify({ Advertising: false, Analytics: false, Functional: false, DataSharing: false }),
  percentEncode(JSON.stringify({ ID: "visitor-0001-test", Expiration: 4_102_444_800_000, Timeout: null })),
  JSON.stringify({ ID: "visitor-0001-test", Expiration: 1, Timeout: 1 }),
  percentEncode("[100,101,105]"),
  "[100,101,105]",
  "inquiry-v4:on",
  percentEncode(JSON.stringify({ step: 2, answers: { who: "Myself" } })),
];

/** Cookie values that are no value at all: corrupt JSON, wrong shapes, huge ones. */
const CORRUPT_COOKIES = [
  "",
  '{"Analytics":',
  "%7B%22Analytics%22%3A",
  "[1,2",
  '{"ID":"x"}',
  "null",
  "[]",
  "{}",
  '"text"',
  "[-1,0,1.5,1e400]",
  '{"__proto__":{"polluted":true}}',
  "%E0%A4%A",
  "%",
  '"quoted"',
];

/** A Cookie header: the site's cookies (and unknown ones) with valid, corrupt, junk or huge values. */
export function cookieHeader(names: readonly string[]): Arbitrary<string | null> {
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...COOKIE_SHAPES) },
    { weight: 3, arbitrary: fc.constantFrom(...CORRUPT_COOKIES) },
    { weight: 3, arbitrary: junkText().map((text) => headerSafe(text).replace(/;/g, "")) },
    { weight: 1, arbitrary: junkText().map((text) => percentEncode(text)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        repeated("x", 5_000),
        repeated("%7B", 12_000),
        `[${Array.from({ length: 2_000 }, (_, index) => index + 1).join(",")}]`,
      ),
    },
  );
  const name = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...names) },
    { weight: 1, arbitrary: fc.constantFrom("", "__Host-x", "$Version", "cf_unknown") },
  );
  const separator = fc.constantFrom("; ", "; ", ";", ", ", ";;");
  return fc.option(
    fc
      .tuple(fc.array(fc.tuple(name, value), { minLength: 1, maxLength: 8 }), separator)
      .map(([pairs, between]) => pairs.map(([key, text]) => `${key}=${text}`).join(between)),
    { nil: null, freq: 3 },
  );
}

/** A body as text the route's parser reads: a JSON value, or text that is not one (raw). */
export type Payload = { kind: "value"; value: unknown } | { kind: "raw"; text: string };

function nested(depth: number, open: string, close: string): string {
  return `${open.repeat(depth)}1${close.repeat(depth)}`;
}

/** Texts that are not the JSON a route wants: broken, nested thousands deep, huge, a byte-order mark. */
const rawJunk: Arbitrary<Payload> = fc
  .oneof(
    fc.constantFrom(
      "",
      " ",
      "{",
      "}",
      "[",
      "null",
      "[]",
      '""',
      "true",
      "1e400",
      '{"a":1,}',
      "{'a':1}",
      '{"formId":"a","formId":"b"}',
      "\ufeff{}",
      '{"__proto__":{"x":1}}',
      "NaN",
      "undefined",
    ),
    fc.integer({ min: 100, max: 20_000 }).map((depth) => nested(depth, "[", "]")),
    fc.integer({ min: 100, max: 5_000 }).map((depth) => nested(depth, '{"a":', "}")),
    fc.constantFrom(32 * 1024 - 20, 32 * 1024 + 20, 100_000).map((length) => `{"a":"${repeated("x", length)}"}`),
    unicodeText(200),
  )
  .map((text) => ({ kind: "raw", text }));

/** An own property, even for names like __proto__ that plain assignment would not create. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key in Object.prototype) {
    Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  } else {
    target[key] = value;
  }
}

/** One change to a valid body. */
type Mutation =
  | { kind: "drop"; at: number }
  | { kind: "set"; at: number; value: unknown }
  | { kind: "add"; key: string; value: unknown }
  | { kind: "many"; count: number; length: number }
  | { kind: "huge"; at: number; length: number }
  | { kind: "stringify"; at: number }
  | { kind: "wrap" };

function mutation(extraNames: readonly string[]): Arbitrary<Mutation> {
  const at = fc.nat();
  const key = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...(extraNames.length > 0 ? extraNames : ["extra"])) },
    { weight: 2, arbitrary: junkText(16) },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_NAMES) },
  );
  return fc.oneof(
    { weight: 2, arbitrary: at.map((index): Mutation => ({ kind: "drop", at: index })) },
    {
      weight: 4,
      arbitrary: fc
        .tuple(at, fc.oneof(junkText(), junkJson))
        .map(([index, value]): Mutation => ({ kind: "set", at: index, value })),
    },
    {
      weight: 3,
      arbitrary: fc.tuple(key, fc.oneof(junkText(), junkJson)).map(
        ([name, value]): Mutation => ({
          kind: "add",
          key: name,
          value,
        }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(10, 60, 500, 3_000), fc.constantFrom(1, 20, 50))
        .map(([count, length]): Mutation => ({ kind: "many", count, length })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(at, fc.constantFrom(1_001, 2_001, 30_000, 32 * 1024, 40_000))
        .map(([index, length]): Mutation => ({ kind: "huge", at: index, length })),
    },
    { weight: 1, arbitrary: at.map((index): Mutation => ({ kind: "stringify", at: index })) },
    { weight: 1, arbitrary: fc.constant<Mutation>({ kind: "wrap" }) },
  );
}

function applyMutations(base: Record<string, unknown>, mutations: readonly Mutation[]): unknown {
  let body: unknown = { ...base };
  for (const change of mutations) {
    if (typeof body !== "object" || body === null || Array.isArray(body)) break;
    const record = body as Record<string, unknown>;
    const keys = Object.keys(record);
    const keyAt = (index: number) => keys[index % Math.max(1, keys.length)];
    switch (change.kind) {
      case "drop": {
        const key = keyAt(change.at);
        if (key !== undefined) delete record[key];
        break;
      }
      case "set":
      case "huge":
      case "stringify": {
        const key = keyAt(change.at);
        if (key === undefined) break;
        const value =
          change.kind === "set"
            ? change.value
            : change.kind === "huge"
              ? repeated(`${MARKERS[0]}x`, change.length)
              : JSON.stringify(record[key]);
        setOwn(record, key, value);
        break;
      }
      case "add":
        setOwn(record, change.key, change.value);
        break;
      case "many":
        for (let index = 0; index < change.count; index++) {
          setOwn(record, `field_${index}`, repeated("v", change.length));
        }
        break;
      case "wrap":
        body = [record];
        break;
    }
  }
  return body;
}

/**
 * A route's body: its valid body as it is (about a third of the time), the same body changed
 * field by field (dropped, retyped, junk, huge, extra and many extra fields), or junk.
 */
export function mutatedBody(
  valid: Arbitrary<Record<string, unknown>>,
  extraNames: readonly string[] = [],
): Arbitrary<Payload> {
  const changed = fc
    .tuple(valid, fc.array(mutation(extraNames), { minLength: 1, maxLength: 4 }))
    .map(([base, mutations]): Payload => ({ kind: "value", value: applyMutations(base, mutations) }));
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((value): Payload => ({ kind: "value", value })) },
    { weight: 6, arbitrary: changed },
    { weight: 1, arbitrary: junkJson.map((value): Payload => ({ kind: "value", value })) },
    { weight: 1, arbitrary: rawJunk },
  );
}

/** How a body is written onto the wire. */
type Encoding = "json" | "urlencoded" | "multipart" | "text" | "binary";

/** Content types of every kind, for a body of any encoding. */
export const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/json;",
  "application/vnd.api+json",
  "application/problem+json; charset=utf-8",
  "application/jsonx",
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded; charset=UTF-8",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "multipart/form-data; boundary=fz7q-boundary",
  'multipart/form-data; boundary="fz7q boundary"',
  "multipart/mixed; boundary=fz7q-boundary",
  "text/plain",
  "text/plain;charset=UTF-8",
  "text/html",
  "application/xml",
  "application/octet-stream",
  "*/*",
  "json",
  "application/",
  ";",
];

/** A JSON-able value's fields as form fields: strings as they are, other values as JSON; arrays repeat the name. */
function formFields(value: unknown): [string, string][] {
  if (typeof value !== "object" || value === null) return [["", String(value)]];
  const fields: [string, string][] = [];
  for (const [key, field] of Object.entries(value)) {
    const items = Array.isArray(field) ? field : [field];
    for (const item of items) fields.push([key, typeof item === "string" ? item : (JSON.stringify(item) ?? "")]);
  }
  return fields;
}

/** Form-field text as urlencoded, lone surrogates and all: what a browser would send, broken escapes sometimes kept. */
function urlencoded(fields: [string, string][], raw: boolean): string {
  const write = (text: string) =>
    raw ? text.replace(/[&=]/g, (char) => percentEncode(char, /$^/)) : percentEncode(text);
  return fields.map(([key, value]) => `${write(key)}=${write(value)}`.replace(/%20/g, "+")).join("&");
}

/** Multipart variants: well formed, a boundary the header does not name, cut short, or a file part. */
type MultipartShape = "well-formed" | "other-boundary" | "truncated" | "with-file";

function multipart(fields: [string, string][], boundary: string, shape: MultipartShape): string {
  const written = shape === "other-boundary" ? `${boundary}-other` : boundary;
  const parts = fields.map(
    ([key, value]) =>
      `--${written}\r\nContent-Disposition: form-data; name="${key.replace(/"/g, "%22")}"\r\n\r\n${value}\r\n`,
  );
  if (shape === "with-file") {
    parts.push(
      `--${written}\r\nContent-Disposition: form-data; name="file"; filename="${MARKERS[1]}.html"\r\nContent-Type: text/html\r\n\r\n${MARKERS[0]}\r\n`,
    );
  }
  const end = shape === "truncated" ? "" : `--${written}--\r\n`;
  return `${parts.join("")}${end}`;
}

/** A body on the wire with the Content-Type it is sent with (null: none). */
export interface WireBody {
  contentType: string | null;
  bytes: string | Uint8Array;
}

/** The content types that say what an encoding really is. */
function matchingTypes(encoding: Encoding, boundary: string): string[] {
  switch (encoding) {
    case "json":
      return ["application/json", "application/json; charset=UTF-8", "application/vnd.carefind+json"];
    case "urlencoded":
      return ["application/x-www-form-urlencoded", "application/x-www-form-urlencoded; charset=UTF-8"];
    case "multipart":
      return [`multipart/form-data; boundary=${boundary}`, `multipart/form-data; boundary="${boundary}"`];
    case "text":
      return ["text/plain", "text/plain;charset=UTF-8"];
    case "binary":
      return ["application/octet-stream"];
  }
}

/**
 * A payload written in one encoding (JSON mostly, urlencoded, multipart, text, binary) with a
 * Content-Type: usually the one that says what it is, sometimes any other, a junk one or none
 * (which covers multipart without a boundary, JSON sent as a form, and the like).
 */
export function wireBody(payload: Arbitrary<Payload>, encodings: Encoding[] = ["json"]): Arbitrary<WireBody> {
  const encoding = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...encodings) },
    { weight: 2, arbitrary: fc.constantFrom<Encoding>("json", "urlencoded", "multipart", "text", "binary") },
  );
  const contentType = (matching: string[]) =>
    fc.oneof(
      { weight: 7, arbitrary: fc.constantFrom(...matching) },
      { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
      { weight: 1, arbitrary: fc.oneof(junkText(30).map(headerSafe), fc.constant(null)) },
    );
  return fc
    .record({
      payload,
      encoding,
      raw: fc.boolean(),
      shape: fc.constantFrom<MultipartShape>("well-formed", "well-formed", "other-boundary", "truncated", "with-file"),
      boundary: fc.constantFrom("fz7q-boundary", "----WebKitFormBoundary7MA4YWxkTrZu0gW", "x"),
      bytes: fc.uint8Array({ maxLength: 300 }),
    })
    .chain(({ payload: body, encoding: how, raw, shape, boundary, bytes }) => {
      const text = body.kind === "raw" ? body.text : undefined;
      const value = body.kind === "value" ? body.value : undefined;
      let written: string | Uint8Array;
      switch (how) {
        case "json":
          written = text ?? JSON.stringify(value) ?? "";
          break;
        case "urlencoded":
          written = text ?? urlencoded(formFields(value), raw);
          break;
        case "multipart":
          written = text ?? multipart(formFields(value), boundary, shape);
          break;
        case "text":
          written = text ?? String(JSON.stringify(value));
          break;
        case "binary": {
          // Invalid UTF-8 in front of the payload: a decoder must cope, a parser must refuse.
          const tail = utf8.encode(text ?? JSON.stringify(value) ?? "");
          const joined = new Uint8Array(bytes.length + tail.length);
          joined.set(bytes);
          joined.set(tail, bytes.length);
          written = joined;
          break;
        }
      }
      return contentType(matchingTypes(how, boundary)).map((type): WireBody => ({ contentType: type, bytes: written }));
    });
}
