/**
 * The chat assistant's step machine (spec reviews-and-provider-page §3 Chat state, §4 Chat
 * assistant): a pure reducer over the conversation. Choosing an option saves its value into
 * the user input when the step has one of the §4 fields, adds the exchange to the history and
 * starts 'thinking' before the next step; input steps whose field is already filled are
 * skipped; once any passed step has submitInquiry the inquiry is due, unless this visit already
 * sent the very same answers (a conversation started again and answered alike is not a second
 * request for the provider to call about); an option flagged as not continuing closes the chat.
 * Timers and sending live in the browser (ui/chat/); this file only says what each event does.
 */
import type { ChatField, ChatScript, ChatStep } from "./chat-step.ts";

/** One exchange: the assistant's words and the visitor's answer (null for a step with no answer). */
export interface ChatExchange {
  stepId: string;
  question: string;
  answer: string | null;
}

/** spec §3, the user-input fields the chat fills (the rest of the inquiry is the page's). */
export type ChatUserInput = Record<ChatField, string>;

/** Where the inquiry is: not due yet, due (to be sent), on its way, sent, or failed (the visitor may retry). */
export type ChatSubmission = "none" | "due" | "sending" | "sent" | "failed";

export interface ChatState {
  /** The step shown (or about to be shown, while thinking), by its index in the script. */
  stepIndex: number;
  /** The step to show once thinking is over; null when thinking leads to the current step. */
  pendingStepIndex: number | null;
  history: ChatExchange[];
  /** An earlier conversation of this visit, shown above the new one. */
  inactiveHistory: ChatExchange[];
  thinking: boolean;
  open: boolean;
  /** True until the chat is first opened. */
  firstOpen: boolean;
  userInput: ChatUserInput;
  /** The ids of the steps passed in this conversation, skipped ones included. */
  passed: string[];
  submission: ChatSubmission;
  /** The answers of the last inquiry this visit sent; null until one is sent. */
  sentInput: ChatUserInput | null;
  /** The conversation reached its last step or was closed by an option: opening again starts anew. */
  ended: boolean;
}

export type ChatEvent =
  /** Opens the chat; `thinking` when the assistant first 'thinks' before its step shows. */
  | { type: "open"; thinking: boolean }
  | { type: "close" }
  /** The visitor picked the current step's option (an input step's send), with the text typed. */
  | { type: "answer"; optionIndex: number; typed?: string }
  /** The thinking time is over. */
  | { type: "thought" }
  | { type: "sending" }
  | { type: "sent" }
  | { type: "failed" }
  | { type: "retry" };

export const EMPTY_USER_INPUT: ChatUserInput = {
  fullName: "",
  email: "",
  phoneNumber: "",
  whoAreYouLookingFor: "",
  typeOfCare: "",
  careLocation: "",
  tourTime: "",
};

function firstIndex(script: ChatScript): number {
  return Math.max(
    0,
    script.findIndex((step) => step.isFirstStep),
  );
}

/** The state a page starts with: collapsed, on the first step, with what the page already knows filled in. */
export function initialChatState(script: ChatScript, known: Partial<ChatUserInput> = {}): ChatState {
  return {
    stepIndex: firstIndex(script),
    pendingStepIndex: null,
    history: [],
    inactiveHistory: [],
    thinking: false,
    open: false,
    firstOpen: true,
    userInput: { ...EMPTY_USER_INPUT, ...known },
    passed: [],
    submission: "none",
    sentInput: null,
    ended: false,
  };
}

/** Whether a step is passed over: an input step whose field already holds a value. spec §4. */
function isSkipped(step: ChatStep, input: ChatUserInput): boolean {
  return step.type === "input" && step.field !== undefined && input[step.field].trim() !== "";
}

/**
 * The step `nextStep` leads to once filled input steps are skipped, and the ids skipped on the
 * way. A skipped step goes on by its send option.
 */
function resolveNextStep(
  script: ChatScript,
  nextStep: string,
  input: ChatUserInput,
): { index: number; skipped: string[] } {
  const skipped: string[] = [];
  let index = script.findIndex((step) => step.id === nextStep);
  for (let guard = 0; guard < script.length; guard++) {
    const step = script[index];
    if (!step || !isSkipped(step, input)) break;
    const onward = step.options[0]?.nextStep;
    const next = onward ? script.findIndex((candidate) => candidate.id === onward) : -1;
    if (next < 0) break;
    skipped.push(step.id);
    index = next;
  }
  return { index, skipped };
}

function sameAnswers(first: ChatUserInput, second: ChatUserInput): boolean {
  return (Object.keys(first) as ChatField[]).every((field) => first[field] === second[field]);
}

function answerState(state: ChatState, script: ChatScript, optionIndex: number, typed?: string): ChatState {
  const step = script[state.stepIndex];
  const option = step?.options[optionIndex];
  if (!step || !option || !state.open || state.thinking || state.ended || state.submission === "failed") return state;
  if (step.type === "input" && (typed === undefined || typed.trim() === "")) return state;
  const value = step.type === "input" ? (typed ?? "").trim() : (option.value ?? option.name);
  const userInput = step.field ? { ...state.userInput, [step.field]: value } : state.userInput;
  const history = [
    ...state.history,
    { stepId: step.id, question: step.text, answer: step.type === "input" ? value : option.name },
  ];
  if (option.closesChat || !option.nextStep) {
    return { ...state, history, userInput, passed: [...state.passed, step.id], open: false, ended: true };
  }
  const next = resolveNextStep(script, option.nextStep, userInput);
  const passed = [...state.passed, step.id, ...next.skipped];
  const sends = passed.some((id) => script.find((candidate) => candidate.id === id)?.submitInquiry);
  const sentAlready = state.sentInput !== null && sameAnswers(state.sentInput, userInput);
  return {
    ...state,
    history,
    userInput,
    passed,
    thinking: true,
    pendingStepIndex: next.index,
    submission: sends && !sentAlready && state.submission === "none" ? "due" : state.submission,
  };
}

/** The next state of the conversation. Events that do not fit the state change nothing. */
export function chatReducer(state: ChatState, event: ChatEvent, script: ChatScript): ChatState {
  switch (event.type) {
    case "open": {
      if (state.open) return state;
      if (state.ended) {
        // A new conversation: the last one stays above it, and the visitor is not asked again for what they gave.
        return {
          ...state,
          open: true,
          firstOpen: false,
          inactiveHistory: [...state.inactiveHistory, ...state.history],
          history: [],
          passed: [],
          stepIndex: firstIndex(script),
          pendingStepIndex: null,
          thinking: event.thinking,
          submission: "none",
          ended: false,
        };
      }
      return { ...state, open: true, firstOpen: false, thinking: state.firstOpen ? event.thinking : state.thinking };
    }
    case "close":
      return state.open ? { ...state, open: false } : state;
    case "answer":
      return answerState(state, script, event.optionIndex, event.typed);
    case "thought": {
      // While the inquiry is on its way (or failed), the next step waits for it.
      if (!state.thinking || ["due", "sending", "failed"].includes(state.submission)) return state;
      const stepIndex = state.pendingStepIndex ?? state.stepIndex;
      return {
        ...state,
        thinking: false,
        stepIndex,
        pendingStepIndex: null,
        ended: script[stepIndex]?.isLastStep === true,
      };
    }
    case "sending":
      return state.submission === "due" ? { ...state, submission: "sending" } : state;
    case "sent":
      return state.submission === "sending" ? { ...state, submission: "sent", sentInput: state.userInput } : state;
    case "failed":
      return state.submission === "sending" ? { ...state, submission: "failed", thinking: false } : state;
    case "retry":
      return state.submission === "failed" ? { ...state, submission: "due", thinking: true } : state;
  }
}
