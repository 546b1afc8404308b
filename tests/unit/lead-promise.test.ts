/**
 * The promise after a request (docs/leads.md, the lead policy): the recipient the consent named,
 * by name; the brand's advisor within 2 minutes inside the advisor hours and during them
 * otherwise, the provider with no time promised for it; a tour's day and time of day repeated.
 */
import { describe, expect, it } from "vitest";
import { BRANDS } from "../../domain/brands/brands.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import { leadRecipient } from "../../domain/inquiry/lead-consent.ts";
import { type LeadPromiseInput, leadPromise, leadRequestKind } from "../../domain/inquiry/lead-promise.ts";

const ENGLISH = { t: messagesFor("en"), locale: "en-US" };

const provider = leadRecipient("Sunrise of Austin", BRANDS.carefind, messagesFor("en").inquiry);
const advisor = leadRecipient(null, BRANDS.carefind, messagesFor("en").inquiry);
const HOURS =
  "Monday to Friday, 5:00 a.m. to 9:00 p.m. Pacific time; Saturday and Sunday, 7:00 a.m. to 9:00 p.m. Pacific time";

/** The promise at both hours: a provider's must not depend on them. */
function atAnyHour(input: Omit<LeadPromiseInput, "withinAdvisorHours">): string {
  const inside = leadPromise({ ...input, withinAdvisorHours: true }, ENGLISH);
  expect(leadPromise({ ...input, withinAdvisorHours: false }, ENGLISH)).toBe(inside);
  return inside;
}

describe("the promise for a request to a provider", () => {
  it("names the provider and what it will contact the family about, never a time for its call", () => {
    expect(atAnyHour({ recipient: provider, kind: "costs" })).toBe(
      "Sunrise of Austin will contact you about prices and availability.",
    );
    expect(atAnyHour({ recipient: provider, kind: "info" })).toBe(
      "Sunrise of Austin will contact you about your request.",
    );
    expect(atAnyHour({ recipient: provider, kind: "chat" })).toBe(
      "Sunrise of Austin will contact you about prices and availability.",
    );
  });

  it("repeats the day and the time of day of a tour asked for", () => {
    expect(atAnyHour({ recipient: provider, kind: "tour", tourTime: "2026-12-03 Morning" })).toBe(
      "Sunrise of Austin will contact you to confirm your tour on Thursday, December 3, in the morning.",
    );
    expect(atAnyHour({ recipient: provider, kind: "tour", tourTime: "2026-12-05 Afternoon" })).toBe(
      "Sunrise of Austin will contact you to confirm your tour on Saturday, December 5, in the afternoon.",
    );
    // No time picked, or one that is not a tour time: no time is named.
    for (const tourTime of [null, "", "2026-02-30 Morning", "2026-12-03 Evening"])
      expect(atAnyHour({ recipient: provider, kind: "tour", tourTime })).toBe(
        "Sunrise of Austin will contact you to arrange your tour.",
      );
  });
});

describe("the promise for a request to the brand's advisors", () => {
  it("promises a call within 2 minutes inside the advisor hours", () => {
    const inside = (input: Omit<LeadPromiseInput, "withinAdvisorHours" | "recipient">) =>
      leadPromise({ ...input, recipient: advisor, withinAdvisorHours: true }, ENGLISH);
    expect(inside({ kind: "costs" })).toBe(
      "A Carefind advisor will call you within 2 minutes to talk through prices and availability.",
    );
    expect(inside({ kind: "info" })).toBe(
      "A Carefind advisor will call you within 2 minutes to talk through your options.",
    );
    expect(inside({ kind: "multi-step" })).toBe(
      "A Carefind advisor will call you within 2 minutes to talk through your options.",
    );
    expect(inside({ kind: "tour", tourTime: "2026-12-03 Morning" })).toBe(
      "A Carefind advisor will call you within 2 minutes to arrange your tour on Thursday, December 3, in the morning.",
    );
    expect(inside({ kind: "tour" })).toBe("A Carefind advisor will call you within 2 minutes to arrange your tour.");
  });

  it("gives the advisor hours outside them, and no call time", () => {
    expect(leadPromise({ recipient: advisor, kind: "costs", withinAdvisorHours: false }, ENGLISH)).toBe(
      `A Carefind advisor will call you to talk through prices and availability, during our advisor hours: ${HOURS}.`,
    );
    expect(
      leadPromise(
        { recipient: advisor, kind: "tour", tourTime: "2026-12-03 Afternoon", withinAdvisorHours: false },
        ENGLISH,
      ),
    ).toBe(
      `A Carefind advisor will call you to arrange your tour on Thursday, December 3, in the afternoon, during our advisor hours: ${HOURS}.`,
    );
  });

  it("says each brand's own word for its advisors", () => {
    expect(
      leadPromise(
        {
          recipient: leadRecipient(null, BRANDS.seniorhousing, messagesFor("en").inquiry),
          kind: "info",
          withinAdvisorHours: true,
        },
        ENGLISH,
      ),
    ).toBe("A SeniorHousing advisor will call you within 2 minutes to talk through your options.");
    expect(BRANDS.default.advisorTitle).toBe("Carefind advisor");
  });
});

describe("the kind of request an inquiry form makes", () => {
  it("follows the form's action", () => {
    expect(leadRequestKind("display-cost-data")).toBe("costs");
    expect(leadRequestKind("request-info")).toBe("info");
    expect(leadRequestKind("schedule-tour")).toBe("tour");
  });
});
