/**
 * axe-core on a page opened with JavaScript disabled. @axe-core/playwright waits on timers,
 * which never fire while the page's scripts are off; here axe's own source is evaluated by
 * Playwright and its timers run as promise reactions, so the page is checked as a visitor without
 * JavaScript sees it (the `scripting: none` styles applied, no island hydrated).
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect } from "vitest";

const axeSource = readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The same rules as expectAccessible (tests/e2e/browser.ts). */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Fails with the list of violations when axe finds any on the script-less page as it is now,
 * or only in `part` (a CSS selector) when given, as expectAccessible does.
 */
export async function expectAccessibleWithoutScripts(page: Page, part?: string): Promise<void> {
  if (part) expect(await page.locator(part).count(), `the part axe checks, ${part}, is on the page`).toBeGreaterThan(0);
  await page.evaluate(await axeSource);
  const violations = await page.evaluate(
    async ({ tags, part }) => {
      const timers = window as unknown as { setTimeout: unknown; clearTimeout: unknown };
      timers.setTimeout = (task: (...args: unknown[]) => void, _delay?: number, ...args: unknown[]) => {
        // queueMicrotask stays silent too while scripts are off; a promise reaction does run.
        void Promise.resolve().then(() => task(...args));
        return 0;
      };
      timers.clearTimeout = () => {};
      const axe = (
        window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: AxeViolation[] }> } }
      ).axe;
      const context = part ? { include: [part] } : document;
      const results = await axe.run(context, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
      return results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
      );
    },
    { tags: TAGS, part },
  );
  expect(violations).toEqual([]);
}
