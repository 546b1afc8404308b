/**
 * The chat assistant's script (spec reviews-and-provider-page §3, §4): the graph rules refuse
 * broken scripts, the shipped script passes them on every kind of page, and any path through
 * it ends in a sent inquiry or a closed chat.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ChatEvent, type ChatState, chatReducer, initialChatState } from "../../domain/chat/chat-machine.ts";
import { type ChatScriptContext, chatScript } from "../../domain/chat/chat-script.ts";
import { type ChatScript, chatScriptProblems, parseChatScript } from "../../domain/chat/chat-step.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { WHO_ARE_YOU_LOOKING_FOR } from "../../domain/inquiry/inquiry-fields.ts";

const ENGLISH = { t: messagesFor("en"), locale: "en-US" };

const context: ChatScriptContext = {
  siteName: "Carefind",
  provider: null,
  careTypes: [
    { value: "assisted-living", label: "Assisted Living" },
    { value: "in-home-care", label: "Home Care" },
  ],
  tourTimes: [
    { value: "2026-11-30 Morning", label: "Monday, November 30, Morning" },
    { value: "2026-11-30 Afternoon", label: "Monday, November 30, Afternoon" },
  ],
  recipient: { kind: "advisor", name: "a Carefind advisor" },
  withinAdvisorHours: true,
};

const script = chatScript(context, ENGLISH);

/** A copy of the script with one step changed. */
function withStep(id: string, change: (step: ChatScript[number]) => ChatScript[number]): ChatScript {
  return script.map((step) => (step.id === id ? change(step) : step));
}

/** The text of one step of a script. */
function textOf(steps: ChatScript, id: string): string | undefined {
  return steps.find((step) => step.id === id)?.text;
}

describe("the chat's words about who will call", () => {
  it("name the brand's advisor, with a call within 2 minutes, and each tour time in its own closing", () => {
    expect(textOf(script, "phone")).toBe("What phone number can a Carefind advisor call you on?");
    expect(textOf(script, "closing")).toBe(
      "Thank you! Your request is on its way. A Carefind advisor will call you within 2 minutes to talk through prices and availability.",
    );
    const tourTime = script.find((step) => step.id === "tourTime");
    expect(tourTime?.options.map((option) => option.nextStep)).toEqual(["closing-tour-1", "closing-tour-2", "closing"]);
    expect(textOf(script, "closing-tour-2")).toBe(
      "Thank you! Your request is on its way. A Carefind advisor will call you within 2 minutes to arrange your tour on Monday, November 30, in the afternoon.",
    );
  });

  it("give the advisor hours outside them", () => {
    const late = chatScript({ ...context, withinAdvisorHours: false }, ENGLISH);
    expect(textOf(late, "closing")).toBe(
      "Thank you! Your request is on its way. A Carefind advisor will call you to talk through prices and availability, during our advisor hours: Monday to Friday, 5:00 a.m. to 9:00 p.m. Pacific time; Saturday and Sunday, 7:00 a.m. to 9:00 p.m. Pacific time.",
    );
  });

  it("name the provider on its page, and promise no call time for it", () => {
    const onPage = chatScript(
      {
        ...context,
        provider: { name: "Oak Grove" },
        recipient: { kind: "provider", name: "Oak Grove" },
      },
      ENGLISH,
    );
    expect(textOf(onPage, "phone")).toBe("What phone number can Oak Grove call you on?");
    expect(textOf(onPage, "closing")).toBe(
      "Thank you! Your request is on its way. Oak Grove will contact you about prices and availability.",
    );
    expect(textOf(onPage, "closing-tour-1")).toBe(
      "Thank you! Your request is on its way. Oak Grove will contact you to confirm your tour on Monday, November 30, in the morning.",
    );
  });
});

describe("the chat script's graph rules", () => {
  it("accept the shipped script, on a provider page and elsewhere, on both brands", () => {
    expect(chatScriptProblems(script)).toEqual([]);
    const onProviderPage = chatScript(
      { ...context, siteName: "SeniorHousing", provider: { name: "Oak Grove" } },
      ENGLISH,
    );
    expect(chatScriptProblems(onProviderPage)).toEqual([]);
    expect(onProviderPage[0]?.text).toContain("Oak Grove");
    expect(parseChatScript(script)).toEqual({ ok: true, script });
  });

  it("refuse an option naming an unknown step", () => {
    const broken = withStep("whoFor", (step) => ({
      ...step,
      options: [{ name: "Myself", nextStep: "nowhere" }],
    }));
    expect(chatScriptProblems(broken)).toContain("step whoFor: option Myself names the unknown step nowhere");
  });

  it("refuse a script without a first step, or with two", () => {
    const none = script.map((step) => ({ ...step, isFirstStep: false }));
    expect(chatScriptProblems(none)).toContain("a script has one first step, not 0");
    const two = withStep("whoFor", (step) => ({ ...step, isFirstStep: true }));
    expect(chatScriptProblems(two)).toContain("a script has one first step, not 2");
  });

  it("refuse a step nobody reaches", () => {
    const orphan = [
      ...script,
      { id: "orphan", type: "button" as const, text: "Hello?", isLastStep: true, options: [] },
    ];
    expect(chatScriptProblems(orphan)).toEqual(["step orphan cannot be reached"]);
  });

  it("refuse a path that never ends, and a dead end that is not a last step", () => {
    const loop = withStep("email", (step) => ({ ...step, options: [{ name: "Send", nextStep: "fullName" }] }));
    expect(chatScriptProblems(loop)).toContain(
      "the path through greeting > whoFor > careType > location > fullName > phone > email > fullName never ends",
    );
    const deadEnd = withStep("closing", (step) => ({ ...step, isLastStep: false }));
    expect(chatScriptProblems(deadEnd)).toContain("step closing has no option and is not a last step");
  });

  it("refuse a conversation that reaches its end without sending the inquiry", () => {
    const silent = withStep("tourTime", (step) => ({ ...step, submitInquiry: false }));
    expect(chatScriptProblems(silent)).toEqual([
      "the path to the last step closing-tour-1 never sends the inquiry",
      "the path to the last step closing-tour-2 never sends the inquiry",
      "the path to the last step closing never sends the inquiry",
    ]);
  });

  it("refuse what the schema does not allow: an input step without a field, an option both closing and going on", () => {
    const noField = withStep("fullName", ({ field: _field, ...step }) => step);
    expect(chatScriptProblems(noField)).toContain("step fullName is an input step without a field");
    const both = withStep("greeting", (step) => ({
      ...step,
      options: [{ name: messagesFor("en").chat.buttons.decline, closesChat: true, nextStep: "whoFor" }],
    }));
    expect(chatScriptProblems(both)).toContain("step greeting: option No, thanks both closes and goes on");
    expect(chatScriptProblems([{ id: "Bad id!", type: "button", text: "", options: [] }]).length).toBeGreaterThan(0);
    expect(parseChatScript("not a script")).toMatchObject({ ok: false });
  });
});

describe("any path through the chat script", () => {
  /** A visitor's moves: which option, and what they type in a box. */
  const moves = fc.array(
    fc.record({
      option: fc.nat({ max: 20 }),
      typed: fc.oneof(fc.constant("Ann Lee"), fc.constant("(512) 555-0100"), fc.string({ maxLength: 12 })),
    }),
    { minLength: 40, maxLength: 40 },
  );
  const known = fc.record({ careLocation: fc.oneof(fc.constant(""), fc.constant("Austin, TX")) });

  it("ends in a sent inquiry or a closed chat, and never loops", () => {
    fc.assert(
      fc.property(moves, known, fc.boolean(), (steps, filled, onProviderPage) => {
        const page = chatScript({ ...context, provider: onProviderPage ? { name: "Oak Grove" } : null }, ENGLISH);
        let state: ChatState = chatReducer(initialChatState(page, filled), { type: "open", thinking: false }, page);
        for (const move of steps) {
          const step = page[state.stepIndex];
          if (!step || state.ended) break;
          const option = move.option % Math.max(1, step.options.length);
          const event: ChatEvent = { type: "answer", optionIndex: option, typed: move.typed || "x" };
          state = chatReducer(state, event, page);
          if (state.submission === "due") {
            state = chatReducer(state, { type: "sending" }, page);
            state = chatReducer(state, { type: "sent" }, page);
          }
          state = chatReducer(state, { type: "thought" }, page);
        }
        expect(state.ended).toBe(true);
        const last = page[state.stepIndex];
        if (state.open) {
          // Reached the last step: only after the inquiry went out.
          expect(last?.isLastStep).toBe(true);
          expect(state.submission).toBe("sent");
        } else {
          // Closed by the not-continuing option, with nothing sent.
          expect(state.submission).toBe("none");
          expect(state.history.at(-1)?.answer).toBe(messagesFor("en").chat.buttons.decline);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("offers who the care is for in the inquiry form's words", () => {
    const whoFor = script.find((step) => step.id === "whoFor");
    expect(whoFor?.options.map((option) => option.name)).toEqual([...WHO_ARE_YOU_LOOKING_FOR]);
  });
});
