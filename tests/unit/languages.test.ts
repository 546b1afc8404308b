/**
 * The site's languages (docs/languages.md): where each page lives in Spanish, which language a
 * browser prefers, and the catalogues, which hold the same texts in both languages.
 */
import { describe, expect, it } from "vitest";
import { CARE_TYPES } from "../../domain/care-types.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { preferredLanguage } from "../../domain/i18n/languages.ts";
import { hasLanguages, localizedPath, readPublicPath } from "../../domain/i18n/paths.ts";

/** Every page family's English path, as the app routes them. */
const ENGLISH_PATHS = [
  "/",
  "/search/",
  "/local/search/?keyword=Austin%2C+TX&careType=assisted-living",
  "/compare/",
  "/saved",
  "/saved/add",
  "/thank-you/",
  "/guided-search/",
  "/reviews/write/",
  "/reviews/write/thanks/",
  "/reviews/respond/",
  "/reviews/request-removal/",
  "/reviews/guidelines/",
  "/reviews/duplicate/",
  "/privacy/delete-my-request/",
  "/privacy/delete-my-request/confirm/",
  "/move-in/",
  "/cookie-opt-out/",
  "/partners/get-listed/",
  "/site-map/",
  "/site-map/assisted-living/texas/",
  "/bestseniorliving/caring-stars-senior-living/",
  "/lp/",
  "/about/reviews_faq/",
  "/resources/assisted-living/",
  ...CARE_TYPES.flatMap((careType) => [
    `/${careType.rollUpType}/${careType.slug}/`,
    `/${careType.rollUpType}/${careType.slug}/texas/austin/`,
    `/${careType.slug}/texas/austin/some-provider-12/`,
  ]),
];

describe("Spanish addresses", () => {
  it("put the leading route words in Spanish and leave places and providers as they are", () => {
    expect(localizedPath("/senior-living/assisted-living/texas/austin/", "es")).toBe(
      "/es/vivienda-para-mayores/vivienda-asistida/texas/austin/",
    );
    expect(localizedPath("/assisted-living/texas/austin/", "es")).toBe("/es/vivienda-asistida/texas/austin/");
    expect(localizedPath("/nursing-homes/texas/austin/assisted-living/", "es")).toBe(
      "/es/hogares-de-ancianos/texas/austin/assisted-living/",
    );
    expect(localizedPath("/local/search/?keyword=Austin#results", "es")).toBe(
      "/es/local/buscar/?keyword=Austin#results",
    );
    expect(localizedPath("/reviews/write/thanks/", "es")).toBe("/es/resenas/escribir/enviada/");
    expect(localizedPath("/", "es")).toBe("/es/");
    expect(localizedPath("/es/vivienda-asistida/texas/austin/", "es")).toBe("/es/vivienda-asistida/texas/austin/");
  });

  it("read back to the same English page for every page family", () => {
    for (const path of ENGLISH_PATHS) {
      const [pathname = ""] = path.split(/[?#]/);
      const spanish = localizedPath(path, "es");
      expect(spanish.startsWith("/es/"), spanish).toBe(true);
      expect(readPublicPath(spanish.split(/[?#]/)[0] ?? "")).toEqual({ language: "es", path: pathname });
      expect(localizedPath(path, "en")).toBe(path);
      expect(readPublicPath(pathname)).toEqual({ language: "en", path: pathname });
    }
  });

  it("give each page its own Spanish address", () => {
    const spanish = ENGLISH_PATHS.map((path) => localizedPath(path, "es"));
    expect(new Set(spanish).size).toBe(ENGLISH_PATHS.length);
  });

  it("leave the APIs, files and other sites alone", () => {
    for (const path of ["/admin/pages", "/map/style.json", "/sitemap.xml", "/assets/app.js"]) {
      expect(hasLanguages(path)).toBe(false);
      expect(localizedPath(path, "es")).toBe(path);
    }
    expect(localizedPath("/api/care-types", "es")).toBe("/api/care-types?lang=es");
    expect(localizedPath("/v1/search?page=2#top", "es")).toBe("/v1/search?page=2&lang=es#top");
    expect(localizedPath("/api/inquiry", "en")).toBe("/api/inquiry");
    expect(localizedPath("https://careers.carefind.com/", "es")).toBe("https://careers.carefind.com/");
    expect(localizedPath("//elsewhere.example/", "es")).toBe("//elsewhere.example/");
    expect(readPublicPath("/es")).toEqual({ language: "es", path: "/" });
    expect(readPublicPath("/espanol/")).toEqual({ language: "en", path: "/espanol/" });
  });
});

describe("the browser's language", () => {
  it("follows Accept-Language's weights among the site's languages", () => {
    expect(preferredLanguage("es-MX,es;q=0.9,en;q=0.8")).toBe("es");
    expect(preferredLanguage("en-US,en;q=0.9,es;q=0.8")).toBe("en");
    expect(preferredLanguage("fr-FR, es;q=0.5, en;q=0.4")).toBe("es");
    expect(preferredLanguage("es-419")).toBe("es");
    expect(preferredLanguage("fr, de")).toBeNull();
    expect(preferredLanguage("es;q=0, en;q=0.1")).toBe("en");
    expect(preferredLanguage("")).toBeNull();
    expect(preferredLanguage(undefined)).toBeNull();
  });
});

type Entry = { path: string; value: unknown };

function entries(value: unknown, path = ""): Entry[] {
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => entries(child, path ? `${path}.${key}` : key));
  }
  return [{ path, value }];
}

/** A text's `{name}` marks, or a function's texts for sample values. */
function marks(text: string): string[] {
  return [...text.matchAll(/\{([a-zA-Z]+)\}/g)].map((match) => match[1] ?? "").sort();
}

/** The texts a catalogue entry gives: itself, or a function's answers for a few sample values. */
function samples(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") {
    // Each function is called with numbers and with words: a text takes a count or a name.
    const call = value as (...args: unknown[]) => unknown;
    const answers = [0, 1, 2, 7, "Austin"].map((sample) => {
      try {
        return String(call(sample, sample, sample));
      } catch {
        return "(takes no such value)";
      }
    });
    expect(answers.some((answer) => answer !== "(takes no such value)")).toBe(true);
    return answers;
  }
  return [String(value)];
}

/** Texts that are the same words in both languages (names, a number's frame). */
const SAME_IN_BOTH = new Set(["chrome.menuText.medicare", "chrome.errors.status", "provider.medicare.measures.no"]);

describe("the catalogues", () => {
  const en = entries(messagesFor("en"));
  const es = entries(messagesFor("es"));

  it("hold the same texts in English and Spanish", () => {
    expect(es.map((entry) => entry.path)).toEqual(en.map((entry) => entry.path));
    const kinds = (list: Entry[]) => list.map((entry) => `${entry.path}:${typeof entry.value}`);
    expect(kinds(es)).toEqual(kinds(en));
  });

  it("keep every {name} an English text has, so the page can put its element there", () => {
    for (const [index, entry] of en.entries()) {
      const spanish = es[index];
      for (const [english, translated] of samples(entry.value).map((text, at) => [text, samples(spanish?.value)[at]])) {
        expect(marks(translated ?? ""), entry.path).toEqual(marks(english ?? ""));
      }
    }
  });

  it("say each text in Spanish, not in the English words", () => {
    const untranslated = en
      .map((entry, index) => ({ entry, spanish: es[index] }))
      .filter(({ entry }) => !SAME_IN_BOTH.has(entry.path))
      .filter(({ entry, spanish }) => samples(entry.value).join() === samples(spanish?.value).join())
      .filter(({ entry }) => samples(entry.value).join("").trim() !== "")
      .map(({ entry }) => entry.path);
    expect(untranslated).toEqual([]);
  });

  it("name every care type in Spanish with Medicare's words", () => {
    const names = messagesFor("es").careTypes;
    expect(names.nursing_homes.singular).toBe("Hogar de ancianos");
    expect(names.assisted_living_facilities.label).toBe("Vivienda asistida");
    expect(names.alzheimers_care_facilities.label).toBe("Cuidado de la memoria");
    expect(names.homecare_agencies.label).toBe("Cuidado en el hogar");
    expect(names.hospices.label).toBe("Cuidados paliativos");
  });
});
