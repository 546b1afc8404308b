/**
 * The open chat (spec reviews-and-provider-page §2 'Chat assistant widget', §4): a dialog named
 * by its header, with the online indicator, the conversation as a log region whose new words
 * are announced politely, then the current step's choices as buttons (or its answer box), the
 * brand's consent text on the step that sends the details, and the inquiry form's failure text
 * with a way to try again. Presentational: ChatAssistant holds the state.
 */
import type { KeyboardEvent, RefObject } from "react";
import type { ChatExchange } from "../../domain/chat/chat-machine.ts";
import type { ChatStep } from "../../domain/chat/chat-step.ts";
import { useLanguage } from "../i18n/page-language.tsx";
import { LeadConsentNotice } from "../inquiry/LeadConsentNotice.tsx";
import { ChatAnswerBox } from "./ChatAnswerBox.tsx";

interface ChatDialogProps {
  id: string;
  title: string;
  online: boolean;
  dialogRef: RefObject<HTMLDivElement | null>;
  logRef: RefObject<HTMLDivElement | null>;
  inactiveHistory: readonly ChatExchange[];
  history: readonly ChatExchange[];
  /** The step shown, or null while the assistant thinks. */
  step: ChatStep | null;
  thinking: boolean;
  /** The failure text while the inquiry could not be sent. */
  failure: string | null;
  /** The consent text when the step shows it. */
  consent: string | null;
  /** What the answer box starts with. */
  answerDefault: string;
  onClose: () => void;
  onAnswer: (optionIndex: number, typed?: string) => void;
  onRetry: () => void;
}

function Exchanges({ exchanges }: { exchanges: readonly ChatExchange[] }) {
  return exchanges.map((exchange, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a conversation only grows; its exchanges never reorder.
    <div key={index} className="chat-exchange">
      <p className="chat-message chat-message-assistant">{exchange.question}</p>
      {exchange.answer !== null ? <p className="chat-message chat-message-visitor">{exchange.answer}</p> : null}
    </div>
  ));
}

export function ChatDialog(props: ChatDialogProps) {
  const { id, title, step, thinking, failure } = props;
  const { t } = useLanguage();
  const words = t.chat.dialog;
  const titleId = `${id}-title`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      props.onClose();
    }
  }

  const controls =
    failure !== null ? (
      <button type="button" className="button button-primary" onClick={props.onRetry}>
        {words.retry}
      </button>
    ) : step === null || step.options.length === 0 ? null : step.type === "input" && step.input ? (
      <ChatAnswerBox
        key={step.id}
        idPrefix={`${id}-${step.id}`}
        kind={step.input}
        sendLabel={step.options[0]?.name ?? t.chat.buttons.send}
        initial={props.answerDefault}
        onSend={(value) => props.onAnswer(0, value)}
      />
    ) : (
      <ul className="chat-options">
        {step.options.map((option, index) => (
          <li key={option.name}>
            <button type="button" className="chat-option" onClick={() => props.onAnswer(index)}>
              {option.name}
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    // Escape anywhere in the chat closes it (its buttons and box take the key first when they use it).
    <div
      ref={props.dialogRef}
      id={id}
      className="chat-dialog"
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="chat-header">
        <h2 id={titleId} className="chat-title">
          {title}
        </h2>
        <p className="chat-status" data-online={props.online ? "true" : "false"}>
          <span className="chat-status-dot" aria-hidden="true" />
          {props.online ? words.online : words.connecting}
        </p>
        <button type="button" className="chat-close" onClick={props.onClose}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M6 6 18 18M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{words.close}</span>
        </button>
      </div>
      <div
        ref={props.logRef}
        className="chat-log"
        role="log"
        aria-live="polite"
        aria-label={words.log}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, and a scrolling region must be reachable by keyboard.
        tabIndex={0}
      >
        {props.inactiveHistory.length > 0 ? (
          <div className="chat-earlier">
            <p className="chat-earlier-title">{words.earlier}</p>
            <Exchanges exchanges={props.inactiveHistory} />
          </div>
        ) : null}
        <Exchanges exchanges={props.history} />
        {step !== null && !thinking ? <p className="chat-message chat-message-assistant">{step.text}</p> : null}
        {thinking ? (
          <p className="chat-message chat-message-assistant chat-thinking">
            <span className="chat-dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="visually-hidden">{words.typing}</span>
          </p>
        ) : null}
        {failure !== null ? <p className="chat-message chat-message-error">{failure}</p> : null}
      </div>
      {thinking ? null : <div className="chat-controls">{controls}</div>}
      {props.consent !== null && !thinking ? <LeadConsentNotice className="chat-legal" text={props.consent} /> : null}
    </div>
  );
}
