/**
 * The who-are-you-searching-for choices (spec reviews-and-provider-page §2) as an island,
 * hydrated once the page has loaded and is idle. Each choice is a link to the multi-step form, which works
 * without JavaScript; live, a choice is recorded as an element click (sent only with Analytics
 * consent, worker/events/events-api.ts) and, when the page has an inquiry form that asks
 * "who are you looking for", fills that form's answer and opens it instead of leaving the page.
 */
import { useSetAtom } from "jotai";
import type { MouseEvent } from "react";
import { WHO_FOR_EVENT_ELEMENT, type WhoForChoice } from "../../../domain/content/who-are-you-searching-for.ts";
import { recordEvent } from "../../app/record-event.ts";
import { whoForRequestAtom } from "../../inquiry/inquiry-atoms.ts";

/** The first inquiry form on the page that asks who the family is looking for (InquiryForm marks it). */
function pageInquiryFormPrefix(): string | null {
  return document.querySelector<HTMLElement>("[data-inquiry-form]")?.dataset.inquiryForm ?? null;
}

export function WhoForChoices({
  titleId,
  choices,
  href,
}: {
  titleId: string;
  choices: readonly WhoForChoice[];
  href: string;
}) {
  const requestWhoFor = useSetAtom(whoForRequestAtom);

  const choose = (event: MouseEvent<HTMLAnchorElement>, choice: WhoForChoice) => {
    recordEvent("element click", {
      element: WHO_FOR_EVENT_ELEMENT,
      value: choice.value,
      pagePath: location.pathname,
    });
    const formIdPrefix = pageInquiryFormPrefix();
    if (!formIdPrefix) return;
    event.preventDefault();
    requestWhoFor({ formIdPrefix, whoAreYouLookingFor: choice.value });
  };

  return (
    <ul className="who-for-choices" aria-labelledby={titleId}>
      {choices.map((choice) => (
        <li key={choice.value}>
          <a className="who-for-choice" href={href} data-who={choice.value} onClick={(event) => choose(event, choice)}>
            {choice.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
