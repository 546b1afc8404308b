/**
 * The home page as the server renders it on each brand: its heading, the brand's title and
 * wordmark. What the page does in a browser is tests/e2e/home.test.ts's.
 */
import { describe, expect, it } from "vitest";
import { call } from "./worker-client.ts";

describe("the home page", () => {
  it("on the main brand: the hero's heading, and the title and wordmark of the brand", async () => {
    const html = await (await call("/")).text();
    expect(html).toContain("<title>Find Senior Living and Senior Care Near You | Carefind</title>");
    expect(html).toMatch(/<h1[^>]*>Find senior living and senior care near you<\/h1>/);
    expect(html).toContain('<a class="site-logo" href="/" aria-label="Carefind home">Carefind</a>');
  });

  it("on the second brand: the title and wordmark of that brand", async () => {
    const html = await (await call("/", { host: "seniorhousing.localhost" })).text();
    expect(html).toContain("<title>Find Senior Living and Senior Care Near You | SeniorHousing</title>");
    expect(html).toContain('<a class="site-logo" href="/" aria-label="SeniorHousing home">SeniorHousing</a>');
  });
});
