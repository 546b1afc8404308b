/**
 * What the Spanish browser tests share (tests/e2e/spanish-*.test.ts): one Chromium per file,
 * two assisted-living communities in Austin found through the search API, each visit closed
 * after its test, and the check every page gets: Spanish, accessible, no English text of ours
 * once its islands have run with the Spanish catalogue.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { englishLeftovers } from "../support/english-leftovers.ts";
import { expectAccessible, launchChromium, type Visit, type VisitOptions, visit } from "./browser.ts";
import { baseUrl } from "./lane-server.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";
import { type FoundResult, findResult } from "./results-visits.ts";

/** Each test walks several pages, axe on each. */
export const SLOW_MS = 150_000;

export interface SpanishVisits {
  /** Two different communities a Spanish search for Austin lists. */
  first: FoundResult;
  second: FoundResult;
  /** Opens a path of the main brand's lane server. */
  open(path: string, options?: VisitOptions): Promise<Visit>;
  /** Opens a whole address (another brand's host). */
  openUrl(url: string, options?: VisitOptions): Promise<Visit>;
}

/** Sets up the file's browser and results (call once, at the top of a test file). */
export function spanishVisits(): SpanishVisits {
  let browser: Browser;
  const visits: Visit[] = [];
  const openUrl = async (url: string, options: VisitOptions = {}) => {
    const opened = await visit(browser, url, options);
    visits.push(opened);
    return opened;
  };
  const shared = { openUrl, open: (path, options) => openUrl(`${baseUrl}${path}`, options) } as SpanishVisits;
  beforeAll(async () => {
    browser = await launchChromium();
    const criteria = [{ keyword: "Austin, TX", careType: "assisted-living" }];
    shared.first = (await findResult(baseUrl, criteria, () => true)).result;
    shared.second = (await findResult(baseUrl, criteria, (result) => result.id !== shared.first.id)).result;
  });
  afterEach(async () => {
    await Promise.all(visits.splice(0).map((opened) => opened.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return shared;
}

/** The page as the family has it now: Spanish, accessible, no English text of ours. */
export async function expectSpanish(page: Page, javaScript = true): Promise<void> {
  expect(await page.locator("html").getAttribute("lang")).toBe("es");
  expect(englishLeftovers(await page.content())).toEqual([]);
  if (javaScript) await expectAccessible(page);
  else await expectAccessibleWithoutScripts(page);
}
