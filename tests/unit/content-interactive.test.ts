import { describe, expect, it } from "vitest";
import { blockSchema, type ContentBlock } from "../../domain/content/content-blocks.ts";
import { faqStructuredData } from "../../domain/content/faq-structured-data.ts";
import { rollupProblems } from "../../domain/content/provider-rollup.ts";
import { readMoreParts } from "../../domain/content/read-more.ts";
import { tableOfContentsTitle } from "../../domain/content/table-of-contents.ts";
import { referrerHostSchema, whyChooseUsExpanded, whyChooseUsSeenSchema } from "../../domain/content/why-choose-us.ts";
import { en } from "../../domain/i18n/en.ts";

const block = (input: unknown): ContentBlock => blockSchema.parse(input);

describe("faqStructuredData", () => {
  it("is null for a page without an faq block", () => {
    expect(faqStructuredData([block({ type: "heading", text: "Costs" })])).toBeNull();
    expect(faqStructuredData([])).toBeNull();
  });

  it("lists every question of every faq block, inside columns and expanders too, in page order", () => {
    const data = faqStructuredData([
      block({ type: "faq", items: [{ question: "What is assisted living?", answer: "Help with daily tasks." }] }),
      block({
        type: "columns",
        columns: [[block({ type: "faq", items: [{ question: "Who pays?", answer: "Families, mostly." }] })], []],
      }),
      block({
        type: "expander",
        title: "More",
        blocks: [{ type: "faq", items: [{ question: "Is it licensed?", answer: "By the state <b>always</b>." }] }],
      }),
    ]);
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "What is assisted living?",
          acceptedAnswer: { "@type": "Answer", text: "Help with daily tasks." },
        },
        { "@type": "Question", name: "Who pays?", acceptedAnswer: { "@type": "Answer", text: "Families, mostly." } },
        {
          "@type": "Question",
          name: "Is it licensed?",
          acceptedAnswer: { "@type": "Answer", text: "By the state <b>always</b>." },
        },
      ],
    });
  });
});

describe("whyChooseUsExpanded", () => {
  it("is expanded on a first visit, whatever the referrer", () => {
    expect(whyChooseUsExpanded({ seenCookie: false, referrerHost: null, host: "carefind.com" })).toBe(true);
    expect(whyChooseUsExpanded({ seenCookie: false, referrerHost: "carefind.com", host: "carefind.com" })).toBe(true);
  });

  it("is expanded for a returning visitor coming from another site", () => {
    expect(whyChooseUsExpanded({ seenCookie: true, referrerHost: "www.google.com", host: "carefind.com" })).toBe(true);
  });

  it("is collapsed for a returning visitor moving within the site or arriving with no referrer", () => {
    expect(whyChooseUsExpanded({ seenCookie: true, referrerHost: "carefind.com", host: "Carefind.com" })).toBe(false);
    expect(whyChooseUsExpanded({ seenCookie: true, referrerHost: null, host: "carefind.com" })).toBe(false);
  });

  it("reads the cookie and the Referer as sent, anything odd counting as nothing", () => {
    expect(whyChooseUsSeenSchema.parse("1")).toBe(true);
    expect(whyChooseUsSeenSchema.parse("yes")).toBe(false);
    expect(whyChooseUsSeenSchema.parse(undefined)).toBe(false);
    expect(referrerHostSchema.parse("https://WWW.Google.com/search?q=care")).toBe("www.google.com");
    expect(referrerHostSchema.parse("not a url")).toBeNull();
    expect(referrerHostSchema.parse("javascript:alert(1)")).toBeNull();
    expect(referrerHostSchema.parse(undefined)).toBeNull();
  });
});

describe("tableOfContentsTitle", () => {
  it("defaults to '{page title} Contents' and keeps an editor's title", () => {
    expect(tableOfContentsTitle({ title: "" }, "Paying for Assisted Living", en.content.toc)).toBe(
      "Paying for Assisted Living Contents",
    );
    expect(tableOfContentsTitle({ title: "On this page" }, "Paying for Assisted Living", en.content.toc)).toBe(
      "On this page",
    );
  });
});

describe("rollupProblems", () => {
  it("accepts a known care-type slug, nationally, in a state, or in a city of a state", () => {
    expect(rollupProblems({ careType: "assisted-living" })).toEqual([]);
    expect(rollupProblems({ careType: "in-home-care", state: "TX" })).toEqual([]);
    expect(rollupProblems({ careType: "memory-care-facilities", state: "TX", city: "austin" })).toEqual([]);
  });

  it("names the field of an unknown care type, an unknown state and a city without its state", () => {
    expect(rollupProblems({ careType: "castles", state: "ZZ" }).map((problem) => problem.field)).toEqual([
      "careType",
      "state",
    ]);
    expect(rollupProblems({ careType: "assisted-living", city: "austin" })).toEqual([
      { field: "city", message: "A city needs its state" },
    ]);
  });
});

describe("readMoreParts", () => {
  it("leaves a text of 250 characters whole and cuts a longer one at a space before 250", () => {
    const whole = "a".repeat(250);
    expect(readMoreParts(whole)).toEqual({ shown: whole, rest: "" });
    const long = `${"word ".repeat(60)}end`;
    const parts = readMoreParts(long);
    expect(parts.shown.length).toBeLessThanOrEqual(250);
    expect(parts.shown.endsWith("word")).toBe(true);
    expect(parts.shown + parts.rest).toBe(long);
  });
});
