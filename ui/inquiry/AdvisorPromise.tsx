/**
 * When a Caring Expert will call (spec lead-capture-and-chrome §4, §9): inside advisor hours
 * 'within 2 minutes'; outside them, the hours.
 */
import { ADVISOR_HOURS_TEXT } from "../../domain/advisor-hours.ts";
import { ADVISOR_CALLS_DURING_HOURS, advisorWillCallText } from "./inquiry-text.ts";

/** The promise for now: a call within 2 minutes, or the hours. */
export function AdvisorPromise({ withinHours }: { withinHours: boolean }) {
  if (withinHours) return <p className="advisor-promise">{advisorWillCallText()}</p>;
  return (
    <div className="advisor-promise">
      <p>{ADVISOR_CALLS_DURING_HOURS}</p>
      <ul>
        {ADVISOR_HOURS_TEXT.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
