/**
 * The compare tray's prices after an inquiry (spec search-and-compare §6): the communities kept
 * with a blurred price are loaded again from the server, which now answers their prices, so the
 * tray and the modal show them without a reload.
 */
import { createStore } from "jotai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { locationRecord } from "../../domain/providers/location-record.ts";
import { knownCommunitiesAtom } from "../../ui/compare/compare-atoms.ts";
import { compareItemFromRecord } from "../../ui/compare/compare-item.ts";
import { compareItemsAtom, reloadBlurredCompareItemsAtom } from "../../ui/compare/compare-items.ts";
import { compareStateAtom } from "../../ui/compare/compare-seed-atoms.ts";
import { searchQueryAtom } from "../../ui/search/search-seed-atoms.ts";
import { providerRecord, recordService, startingAt } from "../support/providers.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SEARCHED = { careTypeId: "assisted_living_facilities", origin: null };

function community(id: number, cents: number) {
  return providerRecord({
    id,
    name: `Community ${id}`,
    minimumCost: { costCents: cents },
    services: [recordService("assisted_living_facilities", startingAt(cents))],
  });
}

/** A results page comparing 7 and 8, both picked while their prices were blurred, and not among the results shown. */
function blurredTray() {
  const store = createStore();
  store.set(searchQueryAtom, "keyword=Austin%2C+TX&careType=assisted-living");
  store.set(compareStateAtom, { selected: [7, 8], modalOpen: true });
  store.set(knownCommunitiesAtom, {
    7: compareItemFromRecord(locationRecord(community(7, 450_000), false), SEARCHED),
    8: compareItemFromRecord(locationRecord(community(8, 380_000), false), SEARCHED),
  });
  return store;
}

/** The server's by-ids answer as a visitor who has asked reads it; records each body asked for. */
function serverAnswering(status = 200) {
  const asked: unknown[] = [];
  const fetch = vi.fn(async (_path: string, init: RequestInit) => {
    asked.push(JSON.parse(String(init.body)));
    const results = [locationRecord(community(7, 450_000), true), locationRecord(community(8, 380_000), true)];
    return new Response(JSON.stringify(status === 200 ? { results } : { error: "down" }), { status });
  });
  vi.stubGlobal("fetch", fetch);
  return asked;
}

function pricesShown(store: ReturnType<typeof createStore>) {
  return store.get(compareItemsAtom).map(({ id, item }) => {
    if (item === null || typeof item !== "object") return [id, item];
    return [id, item.price, item.priceHidden];
  });
}

describe("the compare tray after an inquiry", () => {
  it("loads the blurred communities again and shows the prices the server now gives", async () => {
    const store = blurredTray();
    expect(pricesShown(store)).toEqual([
      [7, null, true],
      [8, null, true],
    ]);
    const asked = serverAnswering();
    await store.set(reloadBlurredCompareItemsAtom);
    expect(asked).toEqual([{ ids: [7, 8] }]);
    expect(pricesShown(store)).toEqual([
      [7, 450_000, false],
      [8, 380_000, false],
    ]);
    // Nothing blurred is left: no further call.
    await store.set(reloadBlurredCompareItemsAtom);
    expect(asked).toHaveLength(1);
  });

  it("keeps the communities as they were when the server cannot be reached", async () => {
    const store = blurredTray();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    serverAnswering(503);
    await store.set(reloadBlurredCompareItemsAtom);
    expect(pricesShown(store)).toEqual([
      [7, null, true],
      [8, null, true],
    ]);
  });
});
