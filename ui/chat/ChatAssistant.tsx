/**
 * The chat assistant island (spec reviews-and-provider-page §1-§4, §9), loaded only where the
 * hubspot-chat flag is on and only when the widget first appears (docs/chat-assistant.md).
 * Fixed at a corner and collapsed at first; the pop-out with the greeting after 5 s and its
 * choices after 7 s, once per browser session; opening shows the conversation of
 * domain/chat/chat-script.ts, moved by the step machine through the page's atoms. The inquiry
 * goes through POST /api/inquiry with source chat; once it is accepted the page knows at once
 * (prices unblur), and a failure shows the inquiry form's words and a way to try again.
 * The server renders nothing here: the mount point stays empty until the code runs.
 */

import { useAtomValue, useSetAtom, useStore } from "jotai";
import { useEffect, useMemo, useRef, useState } from "react";
import { isWithinAdvisorHours } from "../../domain/advisor-hours.ts";
import { type ChatScriptContext, type ChatWords, chatScript } from "../../domain/chat/chat-script.ts";
import { parseChatScript } from "../../domain/chat/chat-step.ts";
import { firstOpenDelay, thinkingDelay } from "../../domain/chat/chat-timing.ts";
import { leadConsentTexts, leadRecipient } from "../../domain/inquiry/lead-consent.ts";
import { tourCalendar, tourTimeOptions } from "../../domain/inquiry/tour-times.ts";
import { getJson } from "../app/api-client.ts";
import { anonIdFromCookie } from "../app/browser-cookies.ts";
import { useLanguage } from "../i18n/page-language.tsx";
import { inquiredProviderAtom, inquirySubmittedAtom } from "../inquiry/inquiry-atoms.ts";
import { sendInquiry } from "../inquiry/inquiry-client.ts";
import { submissionErrorText } from "../inquiry/inquiry-text.ts";
import { ChatDialog } from "./ChatDialog.tsx";
import { ChatPopOut } from "./ChatPopOut.tsx";
import {
  type ChatUserLocation,
  chatDispatchAtom,
  chatScriptAtom,
  chatStateAtom,
  chatUserInputAtom,
  chatUserLocationAtom,
} from "./chat-atoms.ts";
import { chatInquiryRequest } from "./chat-lead.ts";
import type { ChatAssistantProps } from "./chat-mount.ts";
import { markPopOutShown, popOutShown } from "./chat-storage.ts";
import { startOnlineTimer, startPopOutTimers, startThinking } from "./chat-timers.ts";

/** Tour times offered in the chat: the open ones of the next three days, Morning or Afternoon. */
const CHAT_TOUR_DAYS = 3;
const DIALOG_ID = "chat-assistant";

export function ChatAssistant(props: ChatAssistantProps) {
  // Nothing on the server or in the first render, so the empty mount hydrates as it is.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <ChatWidget {...props} /> : null;
}

function scriptContext(props: ChatAssistantProps, { t, locale }: ChatWords): ChatScriptContext {
  return {
    siteName: props.siteName,
    provider: props.provider,
    careTypes: props.careTypes,
    tourTimes: tourTimeOptions(tourCalendar(new Date(), props.timeZone), CHAT_TOUR_DAYS, t.inquiry, locale),
    recipient: leadRecipient(props.provider?.name, props, t.inquiry),
    withinAdvisorHours: isWithinAdvisorHours(new Date()),
  };
}

/** The visitor's place as the edge saw it, for the location step (GET /api/geoip); empty on any failure. */
async function lookUpLocation(): Promise<ChatUserLocation> {
  const empty = { city: "", state: "", latitude: null, longitude: null };
  const result = await getJson<ChatUserLocation>("/api/geoip").catch(() => null);
  if (!result?.ok) {
    console.warn("the visitor's place could not be looked up", result?.message);
    return empty;
  }
  const { city, state, latitude, longitude } = result.data;
  return typeof city === "string" && typeof state === "string" ? { city, state, latitude, longitude } : empty;
}

function ChatWidget(props: ChatAssistantProps) {
  const store = useStore();
  const { t, locale } = useLanguage();
  const parsed = useMemo(() => {
    const words = { t, locale };
    return parseChatScript(chatScript(scriptContext(props, words), words));
  }, [props, t, locale]);
  const script = parsed.ok ? parsed.script : [];
  const state = useAtomValue(chatStateAtom);
  const dispatch = useSetAtom(chatDispatchAtom);
  const setSubmitted = useSetAtom(inquirySubmittedAtom);
  const setInquiredProvider = useSetAtom(inquiredProviderAtom);
  const location = useAtomValue(chatUserLocationAtom);
  const [ready, setReady] = useState(false);
  const [popOut, setPopOut] = useState<"hidden" | "shown" | "options">("hidden");
  const [online, setOnline] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const shownBefore = useRef(false);
  const firstDelay = useRef<number | null>(null);
  const formId = useRef(crypto.randomUUID());

  // The page's conversation and what the page already knows (the provider's place).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the conversation is set up once per page.
  useEffect(() => {
    if (!parsed.ok) {
      console.warn("the chat's script is broken; the chat stays away", parsed.problems);
      return;
    }
    store.set(chatScriptAtom, script);
    const known = props.provider?.location;
    if (known)
      store.set(chatUserInputAtom, (input) => (input.careLocation ? input : { ...input, careLocation: known }));
    setReady(true);
  }, []);

  // spec §4: the pop-out at 5 s and its choices at 7 s, once per session.
  useEffect(() => {
    if (popOutShown()) {
      shownBefore.current = true;
      return;
    }
    return startPopOutTimers(performance.now(), {
      popOut: () => {
        if (!store.get(chatStateAtom).firstOpen) return;
        markPopOutShown();
        shownBefore.current = true;
        setPopOut("shown");
      },
      options: () => setPopOut((current) => (current === "shown" ? "options" : current)),
    });
  }, [store]);

  // spec §4: the online indicator 1.5 s after opening.
  useEffect(() => (state.open && !online ? startOnlineTimer(() => setOnline(true)) : undefined), [state.open, online]);

  // The thinking pause before each step; while the inquiry is on its way the step waits for it.
  const waiting = state.thinking && !["due", "sending", "failed"].includes(state.submission);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new pause starts with a new answer (the history grows).
  useEffect(() => {
    if (!waiting) return;
    const delay = firstDelay.current ?? thinkingDelay(Math.random);
    firstDelay.current = null;
    return startThinking(delay, () => dispatch({ type: "thought" }));
  }, [waiting, state.history.length, dispatch]);

  // Once a passed step asks for it, the inquiry goes out.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it answers the submission becoming due, not every render.
  useEffect(() => {
    if (state.submission !== "due") return;
    dispatch({ type: "sending" });
    const request = chatInquiryRequest(
      store.get(chatUserInputAtom),
      props,
      { anonId: anonIdFromCookie(), formId: formId.current },
      window.location.href,
    );
    void sendInquiry(request).then((result) => {
      if (!result.ok) {
        console.error(`the chat's inquiry was not accepted: ${result.message}`);
        dispatch({ type: "failed" });
        return;
      }
      setSubmitted(true);
      if (result.provider) setInquiredProvider(result.provider);
      // A later conversation is a new request.
      formId.current = crypto.randomUUID();
      dispatch({ type: "sent" });
    });
  }, [state.submission]);

  const step = state.thinking || state.submission === "failed" ? null : (script[state.stepIndex] ?? null);

  // The visitor's place, the location step's default (spec §4, user location).
  useEffect(() => {
    if (step?.input !== "location" || location !== null) return;
    void lookUpLocation().then((found) => store.set(chatUserLocationAtom, found));
  }, [step, location, store]);

  // Keeps the newest words in view, and the keyboard in the chat: a new step's first control
  // takes focus when the visitor was in the chat.
  // biome-ignore lint/correctness/useExhaustiveDependencies: it follows each change of the conversation.
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
    const within = dialog.current?.contains(document.activeElement) ?? false;
    if (!within || state.thinking) return;
    dialog.current?.querySelector<HTMLElement>(".chat-controls input, .chat-controls button")?.focus();
  }, [state.stepIndex, state.thinking, state.history.length, state.submission]);

  // Focus moves into the dialog when it opens.
  useEffect(() => {
    if (state.open) dialog.current?.focus();
  }, [state.open]);

  if (!ready) return null;

  function open() {
    const delay = firstOpenDelay(shownBefore.current, Math.random);
    // The first open's pause is its own; later pauses are drawn afresh.
    if (store.get(chatStateAtom).firstOpen && delay > 0) firstDelay.current = delay;
    dispatch({ type: "open", thinking: delay > 0 });
    setPopOut("hidden");
  }

  function close() {
    dispatch({ type: "close" });
    launcher.current?.focus();
  }

  function answer(optionIndex: number, typed?: string) {
    // Focus stays in the dialog while the answered control goes away.
    dialog.current?.focus();
    dispatch({ type: "answer", optionIndex, ...(typed === undefined ? {} : { typed }) });
    if (!store.get(chatStateAtom).open) launcher.current?.focus();
  }

  const first = script.find((candidate) => candidate.isFirstStep) ?? null;
  const consent = step?.showLegalText
    ? leadConsentTexts(leadRecipient(props.provider?.name, props, t.inquiry), t.inquiry).request
    : null;
  const defaultPlace = location?.city && location.state ? `${location.city}, ${location.state}` : "";
  const title = t.chat.title(props.siteName);

  return (
    <aside className="chat" aria-label={title}>
      {popOut !== "hidden" && !state.open && first ? (
        <ChatPopOut
          title={title}
          step={first}
          withOptions={popOut === "options"}
          onOpen={open}
          onDismiss={() => setPopOut("hidden")}
          onAnswer={(index) => {
            open();
            answer(index);
          }}
        />
      ) : null}
      {state.open ? (
        <ChatDialog
          id={DIALOG_ID}
          title={title}
          online={online}
          dialogRef={dialog}
          logRef={log}
          inactiveHistory={state.inactiveHistory}
          history={state.history}
          step={step}
          thinking={state.thinking}
          failure={state.submission === "failed" ? submissionErrorText(props.advisorPhone, props, t.inquiry) : null}
          consent={consent}
          answerDefault={
            step?.field ? state.userInput[step.field] || (step.input === "location" ? defaultPlace : "") : ""
          }
          onClose={close}
          onAnswer={answer}
          onRetry={() => dispatch({ type: "retry" })}
        />
      ) : null}
      <button
        ref={launcher}
        type="button"
        className="chat-launcher"
        aria-haspopup="dialog"
        aria-expanded={state.open}
        aria-controls={state.open ? DIALOG_ID : undefined}
        onClick={() => (state.open ? close() : open())}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        <span>{state.open ? t.chat.launcher.close : t.chat.launcher.open}</span>
      </button>
    </aside>
  );
}
