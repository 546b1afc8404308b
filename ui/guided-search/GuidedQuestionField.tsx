/**
 * One guided question (spec search-and-compare §3): a group of radio buttons for 'select', of
 * checkboxes for 'multiple', or a text box for 'text', with the question as its legend or
 * label and its description tied to it. In the questionnaire it is controlled by `onChange`;
 * without one it is a plain form field named by `name`, the answers given as its starting values
 * (the guided search page, which works without JavaScript).
 */
import type { ChangeEvent } from "react";
import { useLanguage } from "../i18n/page-language.tsx";
import { GUIDED_TEXT_MAX_LENGTH, type GuidedQuestion } from "./guided-questions.ts";

interface GuidedQuestionFieldProps {
  question: GuidedQuestion;
  values: readonly string[];
  /** Absent: the inputs are uncontrolled, `values` only their starting state. */
  onChange?: (values: string[]) => void;
  /** Prefix for the element ids inside. */
  idPrefix: string;
  /** The inputs' name in a submitted form; `idPrefix` unless given. */
  name?: string;
  /** The id of the error message, when one shows. */
  errorId?: string;
}

export function GuidedQuestionField({
  question,
  values,
  onChange,
  idPrefix,
  name = idPrefix,
  errorId,
}: GuidedQuestionFieldProps) {
  const words = useLanguage().t.guided.questions[question.questionKey];
  const descriptionId = `${idPrefix}-description`;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(" ");
  if (question.type === "text") {
    const inputId = `${idPrefix}-input`;
    return (
      <div className="field guided-field">
        <label htmlFor={inputId} className="guided-question">
          {words.question}
        </label>
        <p id={descriptionId} className="guided-description">
          {words.description}
        </p>
        <input
          id={inputId}
          type="text"
          name={name}
          maxLength={GUIDED_TEXT_MAX_LENGTH}
          aria-describedby={describedBy}
          {...(onChange
            ? {
                value: values[0] ?? "",
                onChange: (event: ChangeEvent<HTMLInputElement>) =>
                  onChange(event.target.value ? [event.target.value] : []),
              }
            : { defaultValue: values[0] ?? "" })}
        />
      </div>
    );
  }
  const multiple = question.type === "multiple";
  return (
    <fieldset className="guided-field" aria-describedby={describedBy}>
      <legend className="guided-question">{words.question}</legend>
      <p id={descriptionId} className="guided-description">
        {words.description}
      </p>
      <div className="guided-options">
        {question.options.map((option, index) => {
          const optionId = `${idPrefix}-option-${index}`;
          const checked = values.includes(option.labelText);
          return (
            <div className="guided-option" key={option.labelText}>
              <input
                id={optionId}
                type={multiple ? "checkbox" : "radio"}
                name={name}
                value={option.labelText}
                {...(onChange
                  ? {
                      checked,
                      onChange: () =>
                        onChange(
                          multiple
                            ? checked
                              ? values.filter((value) => value !== option.labelText)
                              : [...values, option.labelText]
                            : [option.labelText],
                        ),
                    }
                  : { defaultChecked: checked })}
              />
              {/* The value stays the option's English text: the label is the page's language's. */}
              <label htmlFor={optionId}>{words.options[index] ?? option.labelText}</label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
