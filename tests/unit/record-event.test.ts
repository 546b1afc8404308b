import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EVENT_RETRIES, EVENT_RETRY_DELAY_MS } from "../../domain/events.ts";
import { recordEvent } from "../../ui/app/record-event.ts";

const ANALYTICS_OFF = encodeURIComponent(
  JSON.stringify({ Advertising: true, Analytics: false, Functional: true, DataSharing: true }),
);

/** A fetch that answers each call from the list in turn: a status, or a network failure. */
function fakeFetch(answers: (number | "network error")[]) {
  return vi.fn(async (_input: unknown, _init?: RequestInit) => {
    const answer = answers.shift() ?? 202;
    if (answer === "network error") throw new TypeError("Failed to fetch");
    return new Response(null, { status: answer });
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("document", { cookie: "" });
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("recordEvent", () => {
  it("posts the event once when the server takes it", async () => {
    const fetch = fakeFetch([202]);
    vi.stubGlobal("fetch", fetch);
    await expect(recordEvent("element click", { element: "who-for" })).resolves.toBe("sent");
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe("/api/events");
    expect(JSON.parse(String(init?.body))).toEqual({ name: "element click", properties: { element: "who-for" } });
  });

  it("tries again every 500 ms after a network error or a 5xx, and stops at the first success", async () => {
    const fetch = fakeFetch(["network error", 503, 202]);
    vi.stubGlobal("fetch", fetch);
    const outcome = recordEvent("review search", { providerId: 7 });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(EVENT_RETRY_DELAY_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(EVENT_RETRY_DELAY_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
    await expect(outcome).resolves.toBe("sent");
    await vi.advanceTimersByTimeAsync(10 * EVENT_RETRY_DELAY_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("gives up after one try and five retries, logging it", async () => {
    const fetch = fakeFetch(Array.from({ length: 10 }, () => 500));
    vi.stubGlobal("fetch", fetch);
    const outcome = recordEvent("element click", { element: "who-for" });
    await vi.advanceTimersByTimeAsync(20 * EVENT_RETRY_DELAY_MS);
    await expect(outcome).resolves.toBe("failed");
    expect(fetch).toHaveBeenCalledTimes(1 + EVENT_RETRIES);
    expect(EVENT_RETRIES).toBe(5);
    expect(console.warn).toHaveBeenCalledWith("event element click was not recorded after 6 tries", "status 500");
  });

  it("never tries a 4xx again", async () => {
    for (const status of [400, 413, 429]) {
      const fetch = fakeFetch([status, 202]);
      vi.stubGlobal("fetch", fetch);
      const outcome = recordEvent("element click", { element: "who-for" });
      await vi.advanceTimersByTimeAsync(10 * EVENT_RETRY_DELAY_MS);
      await expect(outcome).resolves.toBe("refused");
      expect(fetch).toHaveBeenCalledTimes(1);
    }
  });

  it("sends nothing without Analytics consent, and stops retrying once it is turned off", async () => {
    const refused = fakeFetch([]);
    vi.stubGlobal("fetch", refused);
    vi.stubGlobal("document", { cookie: `cf_consent=${ANALYTICS_OFF}` });
    await expect(recordEvent("element click", { element: "who-for" })).resolves.toBe("withheld");
    expect(refused).not.toHaveBeenCalled();

    const page = { cookie: "" };
    vi.stubGlobal("document", page);
    const fetch = fakeFetch([503, 503]);
    vi.stubGlobal("fetch", fetch);
    const outcome = recordEvent("element click", { element: "who-for" });
    await vi.advanceTimersByTimeAsync(0);
    page.cookie = `cf_consent=${ANALYTICS_OFF}`;
    await vi.advanceTimersByTimeAsync(10 * EVENT_RETRY_DELAY_MS);
    await expect(outcome).resolves.toBe("withheld");
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
