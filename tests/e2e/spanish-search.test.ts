import { describe, expect, it } from "vitest";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { localizedPath } from "../../domain/i18n/paths.ts";
import { searchRendered } from "./browser.ts";
import { baseUrl } from "./lane-server.ts";
import { expectSpanish, SLOW_MS, spanishVisits } from "./spanish-visits.ts";

const es = messagesFor("es");
const visits = spanishVisits();
const { open } = visits;

describe("searching in Spanish", () => {
  it(
    "searches from the home page, filters, saves a community and compares two, all in Spanish (main brand, 1280 px)",
    async () => {
      const { page, errors } = await open("/es/");
      await expectSpanish(page);
      // The home page's own search form (the header's has the same landmark name).
      const search = page.locator("form.search-form");
      await search.getByLabel(es.chrome.searchBar.locationLabel, { exact: true }).fill("Austin, TX");
      await search.getByLabel(es.chrome.searchBar.careLabel, { exact: true }).selectOption("assisted-living");
      await search.getByRole("button", { name: es.chrome.searchBar.submit, exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/es/local/buscar/");
      await page.locator(".result-list").first().waitFor();
      await expectSpanish(page);

      // A filter applies in place, its name and the count in Spanish.
      const lifestyle = page
        .locator(".search-sidebar")
        .getByRole("group", { name: es.search.families.lifestyle.label });
      await searchRendered(page, () =>
        lifestyle
          .getByRole("checkbox", { name: new RegExp(`^${es.search.families.lifestyle.values["pet-friendly"]}`) })
          .check(),
      );
      expect(new URL(page.url()).searchParams.get("lifestyle")).toBe("pet-friendly");
      await expectSpanish(page);
      await searchRendered(page, () =>
        page.locator(".search-sidebar").getByRole("link", { name: es.search.filters.clearAll }).click(),
      );

      // Saving: the heart's name and the toast are Spanish, and the Saved page lists it.
      await page.getByRole("button", { name: es.saved.heart.save(visits.first.name), exact: true }).click();
      await expect.poll(() => page.locator(".toast .toast-message").textContent()).toBe(es.saved.outcomes.saved);
      await expectSpanish(page);

      // Comparing two: the tray and the compare page in Spanish.
      const boxes = page.getByRole("checkbox", { name: new RegExp(`^${es.compare.checkbox.label} `) });
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await page.getByRole("link", { name: `${es.compare.tray.compare}${es.compare.tray.compareCount(2)}` }).click();
      await page.waitForURL((url) => url.pathname === "/es/comparar/");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(es.compare.page.title);
      await expectSpanish(page);

      await page.getByRole("banner").getByRole("link", { name: es.chrome.saved }).click();
      await page.waitForURL((url) => url.pathname === "/es/guardados");
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(es.saved.page.title);
      expect(await page.getByRole("link", { name: visits.first.name }).count()).toBeGreaterThan(0);
      await expectSpanish(page);
      expect(errors).toEqual([]);
    },
    SLOW_MS,
  );

  it(
    "searches, filters, saves and compares without JavaScript, every form answering in Spanish (main brand, 1280 px)",
    async () => {
      const { page } = await open("/es/", { javaScript: false });
      await expectSpanish(page, false);
      // The home page's own search form (the header's has the same landmark name).
      const search = page.locator("form.search-form");
      await search.getByLabel(es.chrome.searchBar.locationLabel, { exact: true }).fill("Austin, TX");
      await search.getByLabel(es.chrome.searchBar.careLabel, { exact: true }).selectOption("assisted-living");
      await search.getByRole("button", { name: es.chrome.searchBar.submit, exact: true }).click();
      await page.waitForURL((url) => url.pathname === "/es/local/buscar/");
      await expectSpanish(page, false);

      const filters = page.locator(".search-sidebar").getByRole("form", { name: es.search.filters.heading });
      await filters
        .getByRole("group", { name: es.search.families.lifestyle.label })
        .getByRole("checkbox")
        .first()
        .check();
      await filters.getByRole("button", { name: es.search.filters.apply }).click();
      await page.waitForURL((url) => url.pathname === "/es/local/buscar/" && url.searchParams.has("lifestyle"));
      await expectSpanish(page, false);

      // Saving without a script is the provider page's form: it comes back saying so.
      await page.goto(`${baseUrl}${localizedPath(visits.first.url, "es")}`);
      await page.locator(".provider-save").getByRole("button", { name: es.saved.button.save, exact: true }).click();
      await expect.poll(() => page.locator(".provider-save-message").textContent()).toContain(es.saved.outcomes.saved);
      expect(new URL(page.url()).pathname).toBe(localizedPath(visits.first.url, "es"));
      await expectSpanish(page, false);

      await page.goto(`${baseUrl}/es/guardados`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(es.saved.page.title);
      await expectSpanish(page, false);

      await page.goto(`${baseUrl}/es/comparar/?ids=${visits.first.id},${visits.second.id}`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(es.compare.page.title);
      await expectSpanish(page, false);
    },
    SLOW_MS,
  );
});
