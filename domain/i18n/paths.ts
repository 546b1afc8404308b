/**
 * Where a page lives in each language (docs/languages.md). The app routes English paths; a
 * Spanish page is the same page under `/es/`, its leading route words in Spanish:
 * `/senior-living/assisted-living/texas/austin/` is `/es/vivienda-para-mayores/vivienda-asistida/texas/austin/`.
 * Place names and provider slugs stay as they are. The words form a tree (a word's meaning
 * depends on the words before it), and each level's Spanish words are distinct, so a path
 * reads back to exactly one English path.
 */
import { CARE_TYPES, type RollUpType } from "../care-types.ts";
import { LANGUAGE_FACTS, type Language } from "./languages.ts";

interface RouteWord {
  es: string;
  next?: Readonly<Record<string, RouteWord>>;
}

/** Care type slugs in Spanish, with Medicare's Spanish names where Medicare has one. */
const SPANISH_CARE_TYPE_SLUGS: Readonly<Record<string, string>> = {
  "assisted-living": "vivienda-asistida",
  "memory-care-facilities": "cuidado-de-la-memoria",
  "independent-living": "vida-independiente",
  "nursing-homes": "hogares-de-ancianos",
  "continuing-care-retirement-communities": "comunidades-de-retiro-con-cuidado-continuo",
  "55-plus-communities": "comunidades-para-mayores-de-55",
  "adult-day-care": "cuidado-diurno-para-adultos",
  "in-home-care": "cuidado-en-el-hogar",
  "home-health-agencies": "agencias-de-salud-en-el-hogar",
  hospices: "cuidados-paliativos",
  "geriatric-care-managers": "administradores-de-cuidado-geriatrico",
  "low-income-affordable": "vivienda-de-bajo-costo",
  "not-sure": "no-estoy-seguro",
};

function careTypeWords(rollUp?: RollUpType): Record<string, RouteWord> {
  const words: Record<string, RouteWord> = {};
  for (const careType of CARE_TYPES) {
    if (rollUp && careType.rollUpType !== rollUp) continue;
    const es = SPANISH_CARE_TYPE_SLUGS[careType.slug];
    if (es) words[careType.slug] = { es };
  }
  return words;
}

/** The first segments the app answers and the words after them that name a page. */
const ROUTE_WORDS: Readonly<Record<string, RouteWord>> = {
  search: { es: "buscar" },
  local: { es: "local", next: { search: { es: "buscar" } } },
  compare: { es: "comparar" },
  saved: { es: "guardados", next: { add: { es: "agregar" } } },
  "thank-you": { es: "gracias" },
  "guided-search": { es: "busqueda-guiada" },
  reviews: {
    es: "resenas",
    next: {
      write: { es: "escribir", next: { thanks: { es: "enviada" } } },
      respond: { es: "responder" },
      "request-removal": { es: "pedir-retiro" },
      guidelines: { es: "normas" },
      duplicate: { es: "duplicada" },
    },
  },
  privacy: {
    es: "privacidad",
    next: { "delete-my-request": { es: "borrar-mi-solicitud", next: { confirm: { es: "confirmar" } } } },
  },
  "move-in": { es: "mudanza" },
  "cookie-opt-out": { es: "rechazar-cookies" },
  partners: { es: "socios", next: { "get-listed": { es: "inscribirse" } } },
  "site-map": { es: "mapa-del-sitio" },
  "senior-living": { es: "vivienda-para-mayores", next: careTypeWords("senior-living") },
  "senior-care": { es: "cuidado-para-mayores", next: careTypeWords("senior-care") },
  ...careTypeWords(),
};

/** One level of the tree in one direction: a word, and what it becomes with the level after it. */
type WordTree = ReadonlyMap<string, { to: string; next: WordTree }>;

function englishTree(words: Readonly<Record<string, RouteWord>>): WordTree {
  return new Map(Object.entries(words).map(([en, word]) => [en, { to: word.es, next: englishTree(word.next ?? {}) }]));
}

function spanishTree(words: Readonly<Record<string, RouteWord>>): WordTree {
  return new Map(Object.entries(words).map(([en, word]) => [word.es, { to: en, next: spanishTree(word.next ?? {}) }]));
}

const FROM_ENGLISH = englishTree(ROUTE_WORDS);
const FROM_SPANISH = spanishTree(ROUTE_WORDS);

/** Paths that are the same in every language: the APIs, the operator's, files and feeds. */
const LANGUAGE_NEUTRAL =
  /^\/(?:api|admin|v[0-9]+|map|assets|images|sitemaps|healthz|text-size|language)(?:\/|$)|\.[a-z]+$/;

/** The JSON APIs and the forms' endpoints: one address, the language in `lang` (worker/middleware/language.ts). */
const API_PATH = /^\/(?:api|v[0-9]+)\//;

/** `rest` (query and fragment) with `lang` added to the query. */
function withLanguageQuery(pathname: string, rest: string, language: Language): string {
  const hash = rest.indexOf("#");
  const query = hash === -1 ? rest : rest.slice(0, hash);
  const fragment = hash === -1 ? "" : rest.slice(hash);
  const params = new URLSearchParams(query);
  params.set(LANGUAGE_QUERY, language);
  return `${pathname}?${params.toString()}${fragment}`;
}

/** The query parameter that carries an API request's language. */
export const LANGUAGE_QUERY = "lang";

/** Whether a page at this English path has a Spanish counterpart. */
export function hasLanguages(path: string): boolean {
  return !LANGUAGE_NEUTRAL.test(path);
}

/** The path's segments with its leading route words looked up in `tree`; the rest as they are. */
function translate(segments: readonly string[], tree: WordTree): string {
  let level: WordTree | undefined = tree;
  return segments
    .map((segment) => {
      const word = level?.get(segment);
      level = word?.next;
      return word ? word.to : segment;
    })
    .join("/");
}

/**
 * The address of an English page (path, and query or fragment after it) in `language`:
 * `/search/?location=Austin` in Spanish is `/es/buscar/?location=Austin`. Paths without a
 * Spanish page (files, feeds) and addresses of other sites come back as they are; an API's
 * address gets `lang=es`, so its answers (messages, redirects) are in Spanish too.
 */
export function localizedPath(path: string, language: Language): string {
  if (language === "en" || !path.startsWith("/") || path.startsWith("//")) return path;
  // Already a Spanish address: no English page starts with the prefix (content paths may not).
  if (path === LANGUAGE_FACTS.es.prefix || /^\/es[/?#]/.test(path)) return path;
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? "" : path.slice(end);
  if (API_PATH.test(pathname)) return withLanguageQuery(pathname, rest, language);
  if (!hasLanguages(pathname)) return path;
  return `${LANGUAGE_FACTS.es.prefix}/${translate(pathname.slice(1).split("/"), FROM_ENGLISH)}${rest}`;
}

export interface PublicPath {
  language: Language;
  /** The English path the app routes. */
  path: string;
}

/**
 * The language and English path of an address's path as a browser sends it: `/es/buscar/`
 * is Spanish `/search/`; `/es` alone is the Spanish home page without its slash.
 */
export function readPublicPath(pathname: string): PublicPath {
  const prefix = LANGUAGE_FACTS.es.prefix;
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return { language: "en", path: pathname };
  const rest = pathname.slice(prefix.length);
  if (rest === "" || rest === "/") return { language: "es", path: "/" };
  return { language: "es", path: `/${translate(rest.slice(1).split("/"), FROM_SPANISH)}` };
}
