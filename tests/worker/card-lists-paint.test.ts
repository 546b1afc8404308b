/**
 * Card lists as a phone first paints them (issue 15, item 5): the first card's photo, the page's
 * largest paint, is fetched at once with high priority and preloaded from the head; the rest of
 * the first row loads at once too, every card below waits until it nears the screen; and each
 * card's links say whose page they open ('Learn More about {name}'), so a screen reader's list
 * of links, and a search engine, can tell twenty cards apart.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { loadDirectoryFixture } from "./fixtures/directory.ts";
import { call } from "./worker-client.ts";

beforeAll(async () => {
  await loadDirectoryFixture(env.DB);
});

// React marks the seams between text parts with empty comments: "about <!-- -->{name}".

/** The first photo of each card, in page order, as its `<img>` tag. */
function firstCardPhotos(html: string): string[] {
  return [...html.matchAll(/<article class="provider-card".*?(<img class="carousel-photo"[^>]*>)/gs)].map(
    (match) => match[1] ?? "",
  );
}

function srcOf(img: string): string {
  return /src="([^"]+)"/.exec(img)?.[1] ?? "";
}

const PAGES = [
  { name: "the search page", path: "/local/search/?keyword=Austin%2C+TX&careType=assisted-living" },
  { name: "a geo city page", path: "/senior-living/assisted-living/texas/austin/" },
];

describe.each(PAGES)("$name's cards", ({ path }) => {
  it("load the first card's photo first, preloaded from the head, the first row at once and the rest lazily", async () => {
    const response = await call(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    const photos = firstCardPhotos(html);
    expect(photos.length).toBeGreaterThan(3);
    const [first, second, third, ...below] = photos as [string, string, string, ...string[]];
    expect(first).toContain('loading="eager"');
    expect(first).toMatch(/fetchPriority="high"/i);
    for (const img of [second, third]) {
      expect(img).toContain('loading="eager"');
      expect(img).not.toMatch(/fetchPriority/i);
    }
    for (const img of below) expect(img).toContain('loading="lazy"');
    const head = html.slice(0, html.indexOf("</head>"));
    const preload = [...head.matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match[0]);
    expect(preload).toContainEqual(expect.stringContaining(`href="${srcOf(first)}"`));
    expect(preload.find((link) => link.includes(`href="${srcOf(first)}"`))).toMatch(/as="image"/);
  });

  it("say whose page each 'Learn More' and 'READ MORE' link opens", async () => {
    const html = await (await call(path)).text();
    const learnMore = [
      ...html.matchAll(/>Learn More<span class="visually-hidden"> about (?:<!-- -->)?([^<]+)(?:<!-- -->)?</g),
    ];
    expect(learnMore.length).toBeGreaterThan(0);
    expect(learnMore).toHaveLength(html.match(/class="provider-card"/g)?.length ?? 0);
    // No card link is 'Learn More' or 'READ MORE' and nothing else.
    expect(html).not.toMatch(/>Learn More<\/a>/);
    expect(html).not.toMatch(/>READ MORE<\/a>/);
    const cut = html.match(/>READ MORE</g)?.length ?? 0;
    expect(
      html.match(/>READ MORE<span class="visually-hidden"> about (?:<!-- -->)?[^<]+<\/span><\/a>/g)?.length ?? 0,
    ).toBe(cut);
  });
});
