/**
 * The home hero's pictures as the server writes them, on both brands (spec lead-capture-and-chrome
 * §2, §4, §9): four decorative pictures, each sized 500 by 500 with the sizes of its frame; the
 * first asked for at once with high priority, the other three lazily. How they show and rotate
 * is CSS, checked in the browser (tests/e2e/consent.test.ts).
 */
import { describe, expect, it } from "vitest";
import { call } from "./worker-client.ts";

/** The hero's `<img>` tags, in page order. */
function heroImages(html: string): string[] {
  const start = html.indexOf('<div class="hero-media">');
  expect(start, "the hero's pictures are on the page").toBeGreaterThanOrEqual(0);
  const media = html.slice(start, html.indexOf("</div>", start));
  return [...media.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
}

describe.each(["localhost", "seniorhousing.localhost"])("the home hero on %s", (host) => {
  it("shows the first picture at once with high priority, sized, and loads the other three lazily", async () => {
    const response = await call("/", { host });
    expect(response.status).toBe(200);
    const images = heroImages(await response.text());
    expect(images).toHaveLength(4);
    images.forEach((image, index) => {
      expect(image, `picture ${index + 1}`).toContain(`class="hero-image hero-image-${index + 1}"`);
      expect(image).toContain('width="500" height="500"');
      expect(image).toContain('alt=""');
      expect(image).toContain('sizes="(min-width: 768px) 40vw, 100vw"');
      expect(image).toMatch(/srcSet="\/images\/hero\/[a-z-]+\.svg 500w"/i);
    });
    const [first, ...rest] = images as [string, ...string[]];
    expect(first).toMatch(/fetchPriority="high"/i);
    expect(first).not.toContain("loading=");
    for (const image of rest) {
      expect(image).toContain('loading="lazy"');
      expect(image).not.toMatch(/fetchPriority/i);
    }
  });
});
