/**
 * An input step's answer box (spec reviews-and-provider-page §4, §5): a labelled field and its
 * send button. The name, phone and email are checked by the inquiry form's own rules and
 * messages (domain/inquiry/inquiry-schema.ts), the phone masked as it is typed (domain/phone.ts);
 * the place box suggests places. Once a message shows, it follows the typing after a 300 ms pause.
 */
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import type { ChatInputKind } from "../../domain/chat/chat-step.ts";
import type { Messages } from "../../domain/i18n/messages.ts";
import { localizedFieldMessage } from "../../domain/inquiry/inquiry-fields.ts";
import { fieldError } from "../../domain/inquiry/inquiry-schema.ts";
import { maskPhone } from "../../domain/phone.ts";
import { useLanguage } from "../i18n/page-language.tsx";
import { ChatPlaceBox } from "./ChatPlaceBox.tsx";
import { chatInputDebounce } from "./chat-timers.ts";

/** spec: lead-capture-and-chrome §5, careLocation is a required string; the inquiry takes 200 characters. */
const LOCATION_MAX = 200;

/** The box's label for each kind of answer, in the page's words. */
function answerLabel(kind: ChatInputKind, t: Messages): string {
  if (kind === "name") return t.inquiry.fields.fullName;
  if (kind === "tel") return t.inquiry.fields.phoneNumber;
  if (kind === "email") return t.inquiry.fields.email;
  return kind === "location" ? t.chat.answer.location : t.chat.answer.text;
}

/** The message for a value in the page's words, or null when it may be sent. */
export function chatAnswerError(kind: ChatInputKind, value: string, t: Messages): string | null {
  const field = kind === "name" ? "fullName" : kind === "tel" ? "phoneNumber" : kind === "email" ? "email" : null;
  if (field) {
    const problem = fieldError(field, value);
    return problem === null ? null : localizedFieldMessage(problem, t.inquiry.validation);
  }
  const trimmed = value.trim();
  if (trimmed === "" || trimmed.length > LOCATION_MAX) {
    return kind === "location" ? t.chrome.searchBar.locationRequired : t.chat.answer.required;
  }
  return null;
}

interface ChatAnswerBoxProps {
  idPrefix: string;
  kind: ChatInputKind;
  sendLabel: string;
  /** What the box starts with: a value given before, or the visitor's place for the location. */
  initial: string;
  onSend: (value: string) => void;
}

export function ChatAnswerBox({ idPrefix, kind, sendLabel, initial, onSend }: ChatAnswerBoxProps) {
  const { t } = useLanguage();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const touched = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = `${idPrefix}-answer`;
  const errorId = `${idPrefix}-answer-error`;

  // A default that arrives later (the visitor's place) fills the box only if nothing was typed yet.
  useEffect(() => {
    if (!touched.current && initial) setValue(initial);
  }, [initial]);

  const recheck = useMemo(
    () => chatInputDebounce((text: string) => setError(chatAnswerError(kind, text, t))),
    [kind, t],
  );
  useEffect(() => () => recheck.cancel(), [recheck]);

  function change(text: string) {
    touched.current = true;
    const next = kind === "tel" ? maskPhone(text) : text;
    setValue(next);
    if (error) recheck.run(next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    recheck.cancel();
    const problem = chatAnswerError(kind, value, t);
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    onSend(value.trim());
  }

  const described = error ? errorId : undefined;
  return (
    <form className="chat-answer" noValidate onSubmit={submit}>
      <label className="chat-answer-label" htmlFor={inputId}>
        {answerLabel(kind, t)}
      </label>
      <div className="chat-answer-row">
        {kind === "location" ? (
          <ChatPlaceBox
            id={inputId}
            inputRef={input}
            value={value}
            invalid={error !== null}
            describedBy={described}
            onChange={change}
            onChoose={(label) => {
              touched.current = true;
              setValue(label);
              setError(null);
            }}
          />
        ) : (
          <input
            ref={input}
            id={inputId}
            className="chat-answer-input"
            type={kind === "tel" ? "tel" : kind === "email" ? "email" : "text"}
            autoComplete={kind === "tel" ? "tel" : kind === "email" ? "email" : kind === "name" ? "name" : "off"}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            onChange={(event) => change(event.target.value)}
          />
        )}
        <button type="submit" className="button button-primary chat-send">
          {sendLabel}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field-error chat-answer-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
