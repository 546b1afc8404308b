/**
 * The chat assistant's state in the page's one jotai store (spec reviews-and-provider-page §3
 * Chat state: history, inactive history, step index, thinking, open, first open, user input,
 * user location), so the rest of the page can read it and open the chat. The conversation
 * moves only through `chatDispatchAtom`, which runs the step machine of
 * domain/chat/chat-machine.ts over these atoms.
 */
import { atom } from "jotai";
import {
  type ChatEvent,
  type ChatExchange,
  type ChatState,
  type ChatUserInput,
  chatReducer,
  EMPTY_USER_INPUT,
} from "../../domain/chat/chat-machine.ts";
import type { ChatScript } from "../../domain/chat/chat-step.ts";

/** spec §3, the user location: the visitor's place as the edge saw it, the location step's default. */
export interface ChatUserLocation {
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

export const chatHistoryAtom = atom<ChatExchange[]>([]);
export const chatInactiveHistoryAtom = atom<ChatExchange[]>([]);
export const chatStepIndexAtom = atom(0);
export const chatThinkingAtom = atom(false);
export const chatOpenAtom = atom(false);
export const chatFirstOpenAtom = atom(true);
export const chatUserInputAtom = atom<ChatUserInput>(EMPTY_USER_INPUT);
/** Null until looked up (GET /api/geoip). */
export const chatUserLocationAtom = atom<ChatUserLocation | null>(null);

/** The machine's own bookkeeping beside the spec's state. */
const chatProgressAtom = atom<Pick<ChatState, "pendingStepIndex" | "passed" | "submission" | "sentInput" | "ended">>({
  pendingStepIndex: null,
  passed: [],
  submission: "none",
  sentInput: null,
  ended: false,
});

/** The page's conversation; empty until the chat starts with its script. */
export const chatScriptAtom = atom<ChatScript>([]);

/** The whole conversation state, read from the atoms. */
export const chatStateAtom = atom(
  (get): ChatState => ({
    ...get(chatProgressAtom),
    stepIndex: get(chatStepIndexAtom),
    history: get(chatHistoryAtom),
    inactiveHistory: get(chatInactiveHistoryAtom),
    thinking: get(chatThinkingAtom),
    open: get(chatOpenAtom),
    firstOpen: get(chatFirstOpenAtom),
    userInput: get(chatUserInputAtom),
  }),
);

/** Moves the conversation by one event; a reducer error is logged and changes nothing (spec §8). */
export const chatDispatchAtom = atom(null, (get, set, event: ChatEvent) => {
  const state = get(chatStateAtom);
  let next: ChatState;
  try {
    next = chatReducer(state, event, get(chatScriptAtom));
  } catch (error) {
    console.warn(`the chat could not take the event ${event.type}`, error);
    return;
  }
  if (next === state) return;
  set(chatStepIndexAtom, next.stepIndex);
  set(chatHistoryAtom, next.history);
  set(chatInactiveHistoryAtom, next.inactiveHistory);
  set(chatThinkingAtom, next.thinking);
  set(chatOpenAtom, next.open);
  set(chatFirstOpenAtom, next.firstOpen);
  set(chatUserInputAtom, next.userInput);
  set(chatProgressAtom, {
    pendingStepIndex: next.pendingStepIndex,
    passed: next.passed,
    submission: next.submission,
    sentInput: next.sentInput,
    ended: next.ended,
  });
});
