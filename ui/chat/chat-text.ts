/**
 * The chat's closing promise, in the inquiry form's and costs dialog's words (spec
 * lead-capture-and-chrome §4, §9): inside the advisor hours a Caring Expert calls within 2
 * minutes; outside them, during the hours, which it lists.
 */
import { ADVISOR_HOURS_TEXT } from "../../domain/advisor-hours.ts";
import { ADVISOR_CALLS_DURING_HOURS, advisorWillCallText } from "../inquiry/inquiry-text.ts";

/** When an advisor will call, for a request sent now (inside the advisor hours or not). */
export function advisorCallText(withinAdvisorHours: boolean): string {
  return withinAdvisorHours ? advisorWillCallText() : `${ADVISOR_CALLS_DURING_HOURS} ${ADVISOR_HOURS_TEXT.join("; ")}.`;
}
