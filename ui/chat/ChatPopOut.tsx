/**
 * The chat's pop-out (spec reviews-and-provider-page §4): the chat's header and greeting by the
 * launcher after 5 s, joined by the first step's choices after 7 s. It takes no focus; it is
 * announced politely, opens the chat, answers its first question, or goes away.
 */
import type { ChatStep } from "../../domain/chat/chat-step.ts";
import { useLanguage } from "../i18n/page-language.tsx";

interface ChatPopOutProps {
  title: string;
  step: ChatStep;
  withOptions: boolean;
  onOpen: () => void;
  onDismiss: () => void;
  onAnswer: (optionIndex: number) => void;
}

export function ChatPopOut({ title, step, withOptions, onOpen, onDismiss, onAnswer }: ChatPopOutProps) {
  const words = useLanguage().t.chat.popOut;
  return (
    <div className="chat-pop-out" role="status">
      <div className="chat-pop-out-header">
        <button type="button" className="chat-pop-out-title" onClick={onOpen}>
          {title}
          <span className="visually-hidden">: {words.open}</span>
        </button>
        <button type="button" className="chat-close" onClick={onDismiss}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M6 6 18 18M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{words.dismiss}</span>
        </button>
      </div>
      <p className="chat-message chat-message-assistant">{step.text}</p>
      {withOptions ? (
        <ul className="chat-options">
          {step.options.map((option, index) => (
            <li key={option.name}>
              <button type="button" className="chat-option" onClick={() => onAnswer(index)}>
                {option.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
