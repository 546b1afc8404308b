/**
 * The provider page's tour scheduler in a real browser, narrow (360 px) and wide (1280 px): the
 * strip of 3 or 7 days moved with the keyboard, the previous arrow hidden on today, the request
 * disabled until a day and a time of day are picked, then the Schedule a Tour form with the
 * choice filled in, sent, and the lead stored with its tour time; without script, no controls
 * and the number to call. axe on the page at each width, and on the scheduler or the form after
 * each change. The browser's clock is fixed at 12:57 p.m. on Tuesday, December 1, 2026 in Austin,
 * where the provider is: once live the scheduler reads that clock, whatever the server's, and
 * offers no tour time already past there. The scheduler's server HTML (the strip from today, the
 * number's link, the times open at a pinned instant) is the Worker's test
 * (tests/worker/provider-tour-scheduler.test.ts).
 */
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { INQUIRY_ENDPOINT } from "../../domain/inquiry/inquiry-fields.ts";
import { expectAccessible, launchChromium, type Visit, visit } from "./browser.ts";
import { baseUrl } from "./lane-server.ts";
import { expectAccessibleWithoutScripts } from "./no-script-axe.ts";
import { seededSearchResults } from "./seeded-search.ts";

const ADMIN = { Authorization: "Bearer local-admin-token" };
const DAY_MS = 86_400_000;
const SCHEDULER = "#provider-tour-scheduler";
const OPEN_DIALOG = "dialog[open]";
/** 12:57 p.m. on Tuesday, December 1, 2026 in Austin: that day's Morning has ended there. */
const AFTER_NOON_IN_AUSTIN = new Date("2026-12-01T18:57:00Z");
const TODAY = "2026-12-01";

interface SearchResult {
  id: number;
  url: string;
  name: string;
}

let browser: Browser;
let provider: SearchResult;
/** The visit a test opened, closed after it whether it passed or not. */
let opened: Visit | undefined;

beforeAll(async () => {
  browser = await launchChromium();
  [provider] = (await seededSearchResults<SearchResult>(baseUrl, { keyword: "Austin, TX" })) as [SearchResult];
  expect(provider).toBeDefined();
});

afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

afterAll(async () => {
  await browser?.close();
});

/** The calendar day `days` after `day` (both YYYY-MM-DD). */
function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The days the strip shows now, as sent (YYYY-MM-DD): in one look at the page, the day choices
 * with a box that is not hidden.
 */
async function visibleDays(scheduler: Locator): Promise<string[]> {
  return scheduler.getByRole("group", { name: "Day", exact: true }).evaluate((group) =>
    [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')]
      .filter((radio) => {
        const box = radio.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && radio.checkVisibility({ visibilityProperty: true });
      })
      .map((radio) => radio.value),
  );
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** The stored lead sent with this address, as the operator's JSON export gives it. */
async function storedLead(email: string): Promise<Record<string, unknown> | undefined> {
  const response = await fetch(`${baseUrl}/admin/leads?limit=500`, { headers: ADMIN });
  const { leads } = (await response.json()) as { leads: Record<string, unknown>[] };
  return leads.find((lead) => lead.email === email);
}

async function checkTarget(locator: Locator, name: string): Promise<void> {
  const box = await locator.boundingBox();
  expect(box?.width ?? 0, name).toBeGreaterThanOrEqual(24);
  expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(24);
}

function scheduler(page: Page): Locator {
  return page.getByRole("region", { name: "Schedule a Tour" });
}

describe.each([
  { width: 360, step: 3 },
  { width: 1280, step: 7 },
])("the tour scheduler at $width px", ({ width, step }) => {
  it(`moves by ${step} days, requests a day and Afternoon, and the lead is stored with that tour time`, async () => {
    const visited = await visit(browser, `${baseUrl}${provider.url}`, {
      width,
      // Fixed, not paused: the page's timers (and axe's) still run.
      prepare: (page) => page.clock.setFixedTime(AFTER_NOON_IN_AUSTIN),
    });
    opened = visited;
    const { page } = visited;
    const section = scheduler(page);
    await section.scrollIntoViewIfNeeded();
    const earlier = section.getByRole("button", { name: "Earlier days" });
    const later = section.getByRole("button", { name: "Later days" });
    const request = section.getByRole("button", { name: "Request a Tour" });
    const morning = section.getByRole("radio", { name: "Morning" });
    const afternoon = section.getByRole("radio", { name: "Afternoon" });

    // The window starts today on the provider's clock, so there is no previous arrow, and
    // nothing is picked yet.
    const today = TODAY;
    await expect.poll(async () => (await visibleDays(section))[0]).toBe(today);
    expect(await visibleDays(section)).toEqual(Array.from({ length: step }, (_, offset) => dayAfter(today, offset)));
    expect(await earlier.count()).toBe(0);
    expect(await request.isDisabled()).toBe(true);
    expect(await section.getByText("Pick a day and a time of day to request a tour.").isVisible()).toBe(true);
    for (const [control, name] of [
      [later, "Later days"],
      [morning, "Morning"],
      [afternoon, "Afternoon"],
      [request, "Request a Tour"],
    ] as const)
      await checkTarget(control, name);
    const days = section.getByRole("group", { name: "Day", exact: true }).getByRole("radio");
    await checkTarget(days.first(), "a day");
    // Morning is there for the days to come, but today's has ended in Austin: picking today
    // leaves only its Afternoon; the next day offers both again.
    expect(await morning.isEnabled()).toBe(true);
    await days.first().check();
    expect(await morning.isDisabled()).toBe(true);
    expect(await afternoon.isEnabled()).toBe(true);
    await days.nth(1).check();
    expect(await morning.isEnabled()).toBe(true);
    await expectAccessible(page);

    // With the keyboard: later moves the window by a whole window, earlier brings it back to today.
    await later.focus();
    await page.keyboard.press("Enter");
    expect(await visibleDays(section)).toEqual(
      Array.from({ length: step }, (_, offset) => dayAfter(today, step + offset)),
    );
    expect(await earlier.isVisible()).toBe(true);
    await expectAccessible(page, SCHEDULER);
    await earlier.focus();
    await page.keyboard.press("Enter");
    expect((await visibleDays(section))[0]).toBe(today);
    expect(await earlier.count()).toBe(0);
    // The previous arrow hid itself: the keyboard's place is on the next one, not lost.
    expect(await isFocused(later)).toBe(true);

    // Into the next window's days from its arrow, backwards: the last day of that window (on a
    // wide screen two weeks out, past the form's own list of the coming week).
    await page.keyboard.press("Enter");
    const day = dayAfter(today, 2 * step - 1);
    await page.keyboard.press("Shift+Tab");
    const dayRadio = section.getByRole("group", { name: "Day", exact: true }).getByRole("radio").last();
    expect(await dayRadio.inputValue()).toBe(day);
    expect(await isFocused(dayRadio)).toBe(true);
    await page.keyboard.press("Space");
    expect(await dayRadio.isChecked()).toBe(true);
    // A day alone is not enough.
    expect(await request.isDisabled()).toBe(true);
    await afternoon.check();
    expect(await request.isEnabled()).toBe(true);
    const dayName = new Intl.DateTimeFormat("en-US", {
      timeZone: "UTC",
      weekday: "long",
      month: "long",
      day: "numeric",
    }).format(new Date(`${day}T00:00:00Z`));
    expect(await section.getByText(`Your choice: ${dayName}, Afternoon.`).isVisible()).toBe(true);
    await expectAccessible(page, SCHEDULER);

    // The request opens the Schedule a Tour form with the choice filled in.
    await request.click();
    const modal = page.getByRole("dialog", { name: "Schedule a Tour" });
    await modal.waitFor();
    const tourTime = modal.getByLabel("Tour time");
    expect(await tourTime.inputValue()).toBe(`${day} Afternoon`);
    expect(await tourTime.locator("option:checked").textContent()).toBe(`${dayName}, Afternoon`);
    // The form's own list starts with today's Afternoon: its Morning has ended in Austin.
    const offered = await tourTime.locator("option").allTextContents();
    expect(offered.slice(0, 3)).toEqual([
      "No preference",
      "Tuesday, December 1, Afternoon",
      "Wednesday, December 2, Morning",
    ]);
    expect(offered).not.toContain("Tuesday, December 1, Morning");
    await expectAccessible(page, OPEN_DIALOG);

    const email = `tour-${width}-${Date.now()}@example.com`;
    await modal.getByLabel("Who are you looking for?").selectOption("Parent(s)");
    await modal.getByLabel("Full name", { exact: true }).fill("Maria Gonzalez");
    await modal.getByLabel("Phone", { exact: true }).pressSequentially("5125550142");
    await modal.getByLabel("Email", { exact: true }).fill(email);
    await modal.getByRole("button", { name: "Request a Tour" }).click();
    await modal.getByRole("status").waitFor();
    expect(await modal.getByRole("status").textContent()).toContain(
      `${provider.name} will contact you to confirm your tour on ${dayName}, in the afternoon.`,
    );
    expect(visited.posted(INQUIRY_ENDPOINT)).toEqual([
      expect.objectContaining({ action: "schedule-tour", tourTime: `${day} Afternoon`, providerId: provider.id }),
    ]);
    await expectAccessible(page, OPEN_DIALOG);

    // Stored with the day and the time of day the family picked.
    const lead = await storedLead(email);
    expect(lead).toMatchObject({ action: "schedule-tour", providerId: provider.id, tourTime: `${day} Afternoon` });

    // Closing the form returns to the request button.
    await modal.getByRole("button", { name: "Close" }).click();
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await isFocused(request)).toBe(true);
    expect(visited.errors).toEqual([]);
  });
});

describe("the tour scheduler without JavaScript", () => {
  it("has no controls that need the script, and gives the number to call", async () => {
    const visited = await visit(browser, `${baseUrl}${provider.url}`, { javaScript: false });
    opened = visited;
    const section = scheduler(visited.page);
    expect(await section.getByRole("heading", { name: "Schedule a Tour" }).isVisible()).toBe(true);
    expect(await section.getByRole("button", { name: "Request a Tour" }).isVisible()).toBe(false);
    expect(await section.getByRole("radio", { name: "Morning" }).isVisible()).toBe(false);
    expect(await section.getByRole("link", { name: "(800) 555-0142" }).isVisible()).toBe(true);
    await expectAccessibleWithoutScripts(visited.page, SCHEDULER);
  });
});
