/** Real Chromium (Debian's package) driven by playwright-core, with axe-core on every page. */
import { AxeBuilder } from "@axe-core/playwright";
import { type Browser, chromium, type Page } from "playwright-core";
import { expect } from "vitest";

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    headless: true,
    // Without the networking switches Chromium keeps dialling Google's hosts, which this offline setup refuses.
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** Fails with the list of violations when axe finds any on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(violations).toEqual([]);
}

/** Waits until the client entry has hydrated the islands it hydrates on load. */
export async function waitForEagerHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Waits until every island is live: the eager ones, then, after the pointer moves over the
 * page as a visitor's would, those hydrated at the first interaction.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await waitForEagerHydration(page);
  await page.mouse.move(2, 2);
  await page.mouse.move(4, 4);
  await page.waitForFunction(() => document.documentElement.dataset.interactive === "true");
}
