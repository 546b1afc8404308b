/**
 * The events a page records on its own (spec reviews-and-provider-page §7, §9), each at most
 * once a page and only with Analytics consent: 'page view' once it has loaded; 'session start'
 * on the first page of a visitor's session; 'dwell engagement' once the page has been in view
 * for 30 s (time in a hidden tab does not count); 'scroll engagement' once the visitor has
 * scrolled the bottom of the window past half the page's height. Each carries the page's path
 * only (a query can hold a visitor's place); the server adds the page type. The entry loads
 * this module as a chunk of its own when the browser is idle after load
 * (ui/app/page-events-start.ts), so none of it is the page's initial JavaScript.
 */
import { DWELL_SECONDS, SCROLL_ENGAGEMENT_SHARE } from "../../domain/events.ts";
import { analyticsAllowed } from "../../domain/visitor/consent-choices.ts";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import { WEB_VITAL_PATH_MAX } from "../../domain/web-vitals/web-vital-rules.ts";
import { readCookie } from "./browser-cookies.ts";
import { recordEvent } from "./record-event.ts";

/** Where the browser keeps the id of the last session it recorded a 'session start' for. */
const SESSION_STARTED_KEY = "carefind:session-started";

/** The session id the server gave this visitor (worker/middleware/session.ts); null without one. */
function sessionId(): string | null {
  const text = readCookie(COOKIE_NAMES.session);
  if (!text) return null;
  try {
    const session: unknown = JSON.parse(text);
    const id = typeof session === "object" && session !== null ? (session as Record<string, unknown>).ID : null;
    return typeof id === "string" && id !== "" ? id : null;
  } catch {
    return null;
  }
}

/**
 * Whether this page opens a session no page has recorded a start for yet, noting that it now
 * has. Storage shared by the visitor's tabs, so a second tab of the same session records none.
 */
function opensSession(id: string): boolean {
  try {
    if (localStorage.getItem(SESSION_STARTED_KEY) === id) return false;
    localStorage.setItem(SESSION_STARTED_KEY, id);
    return true;
  } catch (error) {
    // spec: reviews-and-provider-page §8, storage unavailable is logged only: no start is
    // recorded rather than one on every page.
    console.warn("session start not recorded: storage unavailable", error);
    return false;
  }
}

/** The host the visitor came from, when the browser tells it and it reads as one. */
function referrerHost(): string | null {
  if (!document.referrer) return null;
  try {
    const host = new URL(document.referrer).host.toLowerCase();
    return /^[a-z0-9.-]{1,247}(:\d{1,5})?$/.test(host) ? host : null;
  } catch {
    return null;
  }
}

/** Calls `then` once the page has been visible for `ms` in all; time hidden is not counted. */
function afterVisibleFor(ms: number, then: () => void): void {
  let left = ms;
  let since: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const done = () => {
    document.removeEventListener("visibilitychange", follow);
    then();
  };
  function follow() {
    if (document.visibilityState === "visible") {
      if (since !== null) return;
      since = performance.now();
      timer = setTimeout(done, left);
    } else if (since !== null) {
      left -= performance.now() - since;
      since = null;
      clearTimeout(timer);
    }
  }
  document.addEventListener("visibilitychange", follow);
  follow();
}

/** Calls `then` the first time a scroll brings the window's bottom past the share of the page's height. */
function onceScrolledPast(share: number, then: () => void): void {
  const check = () => {
    if (window.scrollY + window.innerHeight < document.documentElement.scrollHeight * share) return;
    window.removeEventListener("scroll", check);
    then();
  };
  window.addEventListener("scroll", check, { passive: true });
}

/** Starts the page's own events; without Analytics consent nothing starts. */
export function recordPageEvents(): void {
  if (!analyticsAllowed(readCookie(COOKIE_NAMES.consent))) return;
  const path = location.pathname.slice(0, WEB_VITAL_PATH_MAX);
  void recordEvent("page view", { path });
  const id = sessionId();
  if (id && opensSession(id)) void recordEvent("session start", { path, referrerHost: referrerHost() });
  afterVisibleFor(DWELL_SECONDS * 1000, () => void recordEvent("dwell engagement", { path, seconds: DWELL_SECONDS }));
  onceScrolledPast(SCROLL_ENGAGEMENT_SHARE, () => void recordEvent("scroll engagement", { path }));
  document.documentElement.dataset.pageEvents = "recording";
}
