/**
 * The chat assistant's step machine and clocks (spec reviews-and-provider-page §4 Chat
 * assistant, §9): answers saved into the user input, filled input steps skipped, the inquiry
 * due once a passed step has submitInquiry (not again for the same answers), the not-continuing option closing the chat, a
 * failed send retried with nothing retyped, and the 5 s / 7 s / 1.5 s / 1-3 s / 300 ms times.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ChatEvent, type ChatState, chatReducer, initialChatState } from "../../domain/chat/chat-machine.ts";
import { chatScript } from "../../domain/chat/chat-script.ts";
import { CHAT_TIMING, firstOpenDelay, thinkingDelay } from "../../domain/chat/chat-timing.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { chatInputDebounce, startOnlineTimer, startPopOutTimers, startThinking } from "../../ui/chat/chat-timers.ts";

const ENGLISH = { t: messagesFor("en"), locale: "en-US" };

const script = chatScript(
  {
    siteName: "Carefind",
    provider: null,
    careTypes: [{ value: "memory-care-facilities", label: "Memory Care" }],
    tourTimes: [{ value: "2026-11-30 Morning", label: "Monday, November 30, Morning" }],
    recipient: { kind: "advisor", name: "a Carefind advisor" },
    withinAdvisorHours: true,
  },
  ENGLISH,
);

function run(state: ChatState, ...events: ChatEvent[]): ChatState {
  return events.reduce((current, event) => chatReducer(current, event, script), state);
}

function stepId(state: ChatState): string | undefined {
  return script[state.stepIndex]?.id;
}

/** Answers the current step with its option `index` (typing `typed` into a box) and waits out the thinking. */
function answer(state: ChatState, index: number, typed?: string): ChatState {
  return run(
    state,
    { type: "answer", optionIndex: index, ...(typed === undefined ? {} : { typed }) },
    { type: "thought" },
  );
}

const opened = run(initialChatState(script), { type: "open", thinking: false });

describe("the chat's step machine", () => {
  it("starts collapsed on the first step, and opens on it", () => {
    const start = initialChatState(script);
    expect(start.open).toBe(false);
    expect(start.firstOpen).toBe(true);
    expect(stepId(start)).toBe("greeting");
    expect(opened.open).toBe(true);
    expect(opened.firstOpen).toBe(false);
    expect(opened.thinking).toBe(false);
    // On a first open without the pop-out, the assistant thinks before its first words.
    const thinking = run(start, { type: "open", thinking: true });
    expect(thinking.thinking).toBe(true);
    expect(run(thinking, { type: "thought" }).thinking).toBe(false);
  });

  it("saves each answer into its field, keeps the exchange and thinks before the next step", () => {
    const started = answer(opened, 0);
    const chose = run(started, { type: "answer", optionIndex: 0 });
    expect(chose.thinking).toBe(true);
    expect(stepId(chose)).toBe("whoFor");
    expect(chose.userInput.whoAreYouLookingFor).toBe("Parent(s)");
    expect(chose.history.at(-1)).toEqual({
      stepId: "whoFor",
      question: "Who are you looking for care for?",
      answer: "Parent(s)",
    });
    const next = run(chose, { type: "thought" });
    expect(stepId(next)).toBe("careType");
    // A button's value is saved, its name shown.
    const cared = answer(next, 0);
    expect(cared.userInput.typeOfCare).toBe("memory-care-facilities");
    expect(cared.history.at(-1)?.answer).toBe("Memory Care");
    // An input step needs something typed.
    expect(run(cared, { type: "answer", optionIndex: 0, typed: "  " })).toBe(cared);
    const located = answer(cared, 0, " Austin, TX ");
    expect(located.userInput.careLocation).toBe("Austin, TX");
    expect(stepId(located)).toBe("fullName");
  });

  it("skips input steps whose field is already filled", () => {
    const known = run(initialChatState(script, { careLocation: "Austin, TX", fullName: "Ann Lee" }), {
      type: "open",
      thinking: false,
    });
    const atCare = answer(answer(answer(known, 0), 2), 0);
    expect(stepId(atCare)).toBe("phone");
    expect(atCare.passed).toEqual(["greeting", "whoFor", "careType", "location", "fullName"]);
    expect(atCare.userInput.careLocation).toBe("Austin, TX");
  });

  it("makes the inquiry due once a passed step has submitInquiry, and shows the last step only once it is sent", () => {
    let state = answer(answer(answer(answer(opened, 0), 0), 0), 0, "Austin, TX");
    state = answer(answer(answer(state, 0, "Ann Lee"), 0, "(512) 555-0100"), 0, "ann@example.com");
    expect(stepId(state)).toBe("tourTime");
    expect(state.submission).toBe("none");
    state = run(state, { type: "answer", optionIndex: 0 });
    expect(state.submission).toBe("due");
    expect(state.userInput.tourTime).toBe("2026-11-30 Morning");
    // The thinking pause does not end while the inquiry is on its way.
    state = run(state, { type: "thought" }, { type: "sending" }, { type: "thought" });
    expect(stepId(state)).toBe("tourTime");
    expect(state.thinking).toBe(true);
    state = run(state, { type: "sent" }, { type: "thought" });
    // The closing of the tour time picked.
    expect(stepId(state)).toBe("closing-tour-1");
    expect(state.ended).toBe(true);
  });

  it("sends when a skipped step carries submitInquiry too", () => {
    const sendingSkip = script.map((step) => (step.id === "email" ? { ...step, submitInquiry: true } : step));
    const known = initialChatState(sendingSkip, { email: "ann@example.com" });
    let state = chatReducer(known, { type: "open", thinking: false }, sendingSkip);
    for (const typed of [undefined, undefined, undefined, "Austin, TX", "Ann Lee"]) {
      state = chatReducer(state, { type: "answer", optionIndex: 0, ...(typed ? { typed } : {}) }, sendingSkip);
      state = chatReducer(state, { type: "thought" }, sendingSkip);
    }
    state = chatReducer(state, { type: "answer", optionIndex: 0, typed: "(512) 555-0100" }, sendingSkip);
    expect(state.passed.slice(-2)).toEqual(["phone", "email"]);
    expect(state.submission).toBe("due");
  });

  it("lets a failed inquiry be sent again with everything kept", () => {
    let state = answer(answer(answer(answer(opened, 0), 0), 0), 0, "Austin, TX");
    state = answer(answer(answer(state, 0, "Ann Lee"), 0, "(512) 555-0100"), 0, "ann@example.com");
    state = run(state, { type: "answer", optionIndex: 1 }, { type: "sending" }, { type: "failed" });
    expect(state.submission).toBe("failed");
    expect(state.thinking).toBe(false);
    // No other answer is taken while the failure shows.
    expect(run(state, { type: "answer", optionIndex: 0 })).toBe(state);
    const retried = run(state, { type: "retry" });
    expect(retried.submission).toBe("due");
    expect(retried.thinking).toBe(true);
    expect(retried.userInput).toEqual(state.userInput);
    expect(retried.userInput.tourTime).toBe("");
  });

  it("sends a conversation started again only when its answers differ from the ones already sent", () => {
    let state = answer(answer(answer(answer(opened, 0), 0), 0), 0, "Austin, TX");
    state = answer(answer(answer(state, 0, "Ann Lee"), 0, "(512) 555-0100"), 0, "ann@example.com");
    state = run(state, { type: "answer", optionIndex: 1 }, { type: "sending" }, { type: "sent" }, { type: "thought" });
    expect(stepId(state)).toBe("closing");
    expect(state.sentInput?.fullName).toBe("Ann Lee");
    const sent = state.sentInput;

    // The same answers again: the name, phone and email are skipped, nothing new is asked for.
    const reopened = run(state, { type: "close" }, { type: "open", thinking: false });
    const again = answer(answer(answer(reopened, 0), 0), 0);
    expect(stepId(again)).toBe("tourTime");
    expect(again.passed).toEqual(["greeting", "whoFor", "careType", "location", "fullName", "phone", "email"]);
    const alike = run(again, { type: "answer", optionIndex: 1 });
    expect(alike.submission).toBe("none");
    expect(stepId(run(alike, { type: "thought" }))).toBe("closing");
    expect(alike.sentInput).toBe(sent);

    // A tour time this time: a new request, sent.
    const withTour = run(again, { type: "answer", optionIndex: 0 });
    expect(withTour.userInput.tourTime).toBe("2026-11-30 Morning");
    expect(withTour.submission).toBe("due");
    const sentTour = run(withTour, { type: "sending" }, { type: "sent" });
    expect(sentTour.sentInput?.tourTime).toBe("2026-11-30 Morning");
  });

  it("closes the chat on the not-continuing option, and starts anew when opened again", () => {
    const declined = run(opened, { type: "answer", optionIndex: 1 });
    expect(declined.open).toBe(false);
    expect(declined.ended).toBe(true);
    expect(declined.history.at(-1)?.answer).toBe(messagesFor("en").chat.buttons.decline);
    const again = run(declined, { type: "open", thinking: false });
    expect(again.open).toBe(true);
    expect(again.history).toEqual([]);
    expect(again.inactiveHistory).toEqual(declined.history);
    expect(stepId(again)).toBe("greeting");
  });

  it("keeps the conversation where it was when closed and opened again", () => {
    const started = answer(opened, 0);
    const back = run(started, { type: "close" }, { type: "open", thinking: true });
    expect(stepId(back)).toBe("whoFor");
    expect(back.thinking).toBe(false);
    expect(back.history).toEqual(started.history);
  });
});

describe("the chat's clocks", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("show the pop-out 5 s and its options 7 s after the page started", () => {
    const popOut = vi.fn();
    const options = vi.fn();
    startPopOutTimers(0, { popOut, options });
    vi.advanceTimersByTime(4999);
    expect(popOut).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(popOut).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1999);
    expect(options).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(options).toHaveBeenCalledTimes(1);
  });

  it("count from the page's start, whenever the chat's code arrived", () => {
    const popOut = vi.fn();
    const options = vi.fn();
    startPopOutTimers(6000, { popOut, options });
    vi.advanceTimersByTime(0);
    expect(popOut).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(options).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(options).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    startPopOutTimers(0, { popOut: cancelled, options: cancelled })();
    vi.advanceTimersByTime(10_000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it("turn the online indicator on 1.5 s after opening", () => {
    const online = vi.fn();
    startOnlineTimer(online);
    vi.advanceTimersByTime(1499);
    expect(online).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(online).toHaveBeenCalledTimes(1);
  });

  it("think for a random 1 to 3 s, and not at all on a first open after the pop-out", () => {
    expect(thinkingDelay(() => 0)).toBe(CHAT_TIMING.thinkingMinMs);
    expect(thinkingDelay(() => 0.5)).toBe(2000);
    expect(thinkingDelay(() => 0.9999999)).toBe(CHAT_TIMING.thinkingMaxMs);
    expect(firstOpenDelay(true, () => 0.5)).toBe(0);
    expect(firstOpenDelay(false, () => 0.5)).toBe(2000);
    const thought = vi.fn();
    startThinking(
      thinkingDelay(() => 0.25),
      thought,
    );
    vi.advanceTimersByTime(1499);
    expect(thought).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(thought).toHaveBeenCalledTimes(1);
  });

  it("take up typing once the visitor pauses for 300 ms", () => {
    const taken = vi.fn();
    const typed = chatInputDebounce(taken);
    typed.run("A");
    vi.advanceTimersByTime(200);
    typed.run("An");
    vi.advanceTimersByTime(299);
    expect(taken).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(taken).toHaveBeenCalledTimes(1);
    expect(taken).toHaveBeenCalledWith("An");
  });
});
