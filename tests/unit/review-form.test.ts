/**
 * The review write form's rules (spec reviews-and-provider-page §4, §5, §8): which form a
 * provider gets, the messages each form type shows (on blur and all at once on submit), the
 * payload's nulls, what an answer of POST /api/reviews/create-review tells the visitor, and
 * the toasts that follow one another.
 */
import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { en } from "../../domain/i18n/en.ts";
import {
  type ReviewFormValues,
  reviewFieldError,
  reviewPayload,
  reviewPayloadSchema,
} from "../../domain/reviews/review-submission.ts";
import { dismissToastAtom, queueToastsAtom, showToastAtom, toastAtom } from "../../ui/app/toast-atoms.ts";
import { REVIEW_CREATE_ENDPOINT, sendReview } from "../../ui/reviews/write/review-client.ts";
import {
  ALL_CARE_TYPE_CHOICES,
  emptyReviewValues,
  providerCareTypeChoices,
  reviewFormErrors,
  reviewFormFields,
  reviewFormTypeFor,
  reviewSendOutcome,
} from "../../ui/reviews/write/review-form-rules.ts";

const REVIEW_MESSAGES = en.reviews.messages;
const REVIEW_UNEXPECTED_ERROR = en.reviews.write.unexpectedError;

const assisted = { id: "assisted_living_facilities", label: "Assisted Living", rollUpType: "senior-living" } as const;
const memory = { id: "alzheimers_care_facilities", label: "Memory Care", rollUpType: "senior-living" } as const;
const homeCare = { id: "homecare_agencies", label: "Home Care", rollUpType: "senior-care" } as const;
const hospice = { id: "hospices", label: "Hospice", rollUpType: "senior-care" } as const;

function filled(overrides: Partial<ReviewFormValues> = {}): ReviewFormValues {
  return {
    ...emptyReviewValues([]),
    reviewBody: "  Kind staff and a bright dining room.  ",
    authorName: "Maria Lopez",
    authorEmail: "maria@example.com",
    title: "friend-or-relative",
    careType: assisted.id,
    ratingOverall: 4,
    ...overrides,
  };
}

describe("which form a provider's page offers", () => {
  it("is senior care only when every care type comes to the family, senior living otherwise", () => {
    expect(reviewFormTypeFor([homeCare, hospice])).toBe("SENIOR_CARE");
    expect(reviewFormTypeFor([assisted, memory])).toBe("SENIOR_LIVING");
    expect(reviewFormTypeFor([homeCare, assisted])).toBe("SENIOR_LIVING");
    expect(reviewFormTypeFor([])).toBe("SENIOR_LIVING");
  });

  it("offers each of the provider's care types once and chooses it when it is the only one", () => {
    expect(providerCareTypeChoices([assisted, memory, assisted])).toEqual([
      { id: assisted.id, label: "Assisted Living" },
      { id: memory.id, label: "Memory Care" },
    ]);
    expect(emptyReviewValues([{ id: hospice.id, label: "Hospice" }]).careType).toBe(hospice.id);
    expect(emptyReviewValues(providerCareTypeChoices([assisted, memory])).careType).toBe("");
  });

  it("offers every care type but 'Not Sure' on the generic form", () => {
    expect(ALL_CARE_TYPE_CHOICES).toHaveLength(12);
    expect(ALL_CARE_TYPE_CHOICES.map((choice) => choice.id)).not.toContain("not_sure");
  });
});

describe("the messages on blur and on submit", () => {
  const empty = emptyReviewValues([]);

  it("shows every §5 message of an empty generic form, in the order of its fields", () => {
    expect(reviewFormErrors("GENERIC", empty, REVIEW_MESSAGES)).toEqual({
      facilityName: "Provider is required",
      city: "City is required",
      state: "State is required",
      ratingOverall: "Rate is required",
      title: "Relationship to provider is required",
      careType: "Care type or service is required",
      reviewBody: "Review text is required to submit a review. Please add 1-3 sentences of feedback.",
      authorName: "Please enter at least 5 characters",
      authorEmail: REVIEW_MESSAGES.authorEmail,
    });
  });

  it("asks a provider's form for neither facility, city nor state", () => {
    for (const formType of ["SENIOR_LIVING", "SENIOR_CARE"] as const) {
      const errors = reviewFormErrors(formType, empty, REVIEW_MESSAGES);
      expect(Object.keys(errors)).toEqual([
        "ratingOverall",
        "title",
        "careType",
        "reviewBody",
        "authorName",
        "authorEmail",
      ]);
    }
  });

  it("shows the sub-ratings everywhere but on the senior-care form, and never requires them", () => {
    expect(reviewFormFields("SENIOR_LIVING")).toContain("ratingFood");
    expect(reviewFormFields("GENERIC")).toContain("ratingValue");
    expect(reviewFormFields("SENIOR_CARE").filter((field) => field.startsWith("rating"))).toEqual(["ratingOverall"]);
    expect(reviewFormErrors("SENIOR_LIVING", filled(), REVIEW_MESSAGES)).toEqual({});
  });

  it("takes only the relationships of the form type", () => {
    expect(reviewFieldError("SENIOR_CARE", "title", filled({ title: "resident" }), REVIEW_MESSAGES)).toBe(
      REVIEW_MESSAGES.title,
    );
    expect(reviewFieldError("SENIOR_CARE", "title", filled({ title: "past-client" }), REVIEW_MESSAGES)).toBeNull();
    expect(reviewFieldError("SENIOR_LIVING", "title", filled({ title: "past-client" }), REVIEW_MESSAGES)).toBe(
      REVIEW_MESSAGES.title,
    );
    expect(reviewFieldError("GENERIC", "title", filled({ title: "past-client" }), REVIEW_MESSAGES)).toBeNull();
  });

  it("counts a name of four letters after trimming as too short, and five as enough", () => {
    expect(reviewFieldError("SENIOR_LIVING", "authorName", filled({ authorName: "  Anna  " }), REVIEW_MESSAGES)).toBe(
      "Please enter at least 5 characters",
    );
    expect(
      reviewFieldError("SENIOR_LIVING", "authorName", filled({ authorName: "Annie" }), REVIEW_MESSAGES),
    ).toBeNull();
    expect(reviewFieldError("SENIOR_LIVING", "reviewBody", filled({ reviewBody: "   " }), REVIEW_MESSAGES)).toBe(
      REVIEW_MESSAGES.reviewBody,
    );
    expect(reviewFieldError("SENIOR_LIVING", "authorEmail", filled({ authorEmail: "maria@" }), REVIEW_MESSAGES)).toBe(
      REVIEW_MESSAGES.authorEmail,
    );
  });
});

describe("the payload", () => {
  it("sends each unset sub-rating as null and the set ones as chosen", () => {
    const payload = reviewPayload("SENIOR_LIVING", filled({ ratingStaff: 5, ratingFood: 2 }), { locationId: 42 });
    expect(payload).toMatchObject({
      formType: "SENIOR_LIVING",
      locationId: 42,
      ratingOverall: 4,
      ratingStaff: 5,
      ratingFood: 2,
      ratingActivities: null,
      ratingFacilities: null,
      ratingValue: null,
      body: "Kind staff and a bright dining room.",
      legacyResourceId: assisted.id,
    });
    expect(reviewPayloadSchema(en.reviews).safeParse(payload).success).toBe(true);
  });

  it("sends no sub-rating at all from the senior-care form, whatever the values hold", () => {
    const values = filled({ title: "current-client", careType: homeCare.id, ratingStaff: 5, ratingValue: 3 });
    const payload = reviewPayload("SENIOR_CARE", values, { locationId: 7 });
    expect([
      payload.ratingStaff,
      payload.ratingActivities,
      payload.ratingFood,
      payload.ratingFacilities,
      payload.ratingValue,
    ]).toEqual([null, null, null, null, null]);
    expect(reviewPayloadSchema(en.reviews).safeParse(payload).success).toBe(true);
  });

  it("sends the generic form's facility, city and state with no provider", () => {
    const values = filled({ facilityName: " Oak Grove ", city: "Austin", state: "TX" });
    const payload = reviewPayload("GENERIC", values, { locationId: null, sourceName: "carefind" });
    expect(payload).toMatchObject({ locationId: null, facilityName: "Oak Grove", city: "Austin", state: "TX" });
    expect(payload.sourceName).toBe("carefind");
  });
});

describe("what an answer tells the visitor", () => {
  it("accepts a 201 with a JSON message", () => {
    expect(reviewSendOutcome(201, { message: "Review received" }, REVIEW_UNEXPECTED_ERROR)).toEqual({ ok: true });
  });

  it("shows each message of a 4xx message list, and nothing else", () => {
    expect(
      reviewSendOutcome(
        400,
        { message: "Bad", messages: ["Rate is required", 3, "", "City is required"] },
        REVIEW_UNEXPECTED_ERROR,
      ),
    ).toEqual({ ok: false, messages: ["Rate is required", "City is required"] });
  });

  it("says the one unexpected-error message for anything else", () => {
    const unexpected = { ok: false, messages: [REVIEW_UNEXPECTED_ERROR] };
    expect(reviewSendOutcome(400, { message: "Bad request" }, REVIEW_UNEXPECTED_ERROR)).toEqual(unexpected);
    expect(reviewSendOutcome(422, { messages: [] }, REVIEW_UNEXPECTED_ERROR)).toEqual(unexpected);
    expect(reviewSendOutcome(500, null, REVIEW_UNEXPECTED_ERROR)).toEqual(unexpected);
    expect(reviewSendOutcome(201, null, REVIEW_UNEXPECTED_ERROR)).toEqual(unexpected);
    expect(reviewSendOutcome(201, "<html>", REVIEW_UNEXPECTED_ERROR)).toEqual(unexpected);
    expect(reviewSendOutcome(302, { message: "moved" }, REVIEW_UNEXPECTED_ERROR)).toEqual(unexpected);
    expect(reviewSendOutcome(null, null, REVIEW_UNEXPECTED_ERROR)).toEqual(unexpected);
  });

  it("posts the payload as JSON to the endpoint, and reads an HTML answer as the unexpected error", async () => {
    const sent: { url: string; init: RequestInit | undefined }[] = [];
    const payload = reviewPayload("SENIOR_LIVING", filled(), { locationId: 42 });
    const html: typeof fetch = async (input, init) => {
      sent.push({ url: String(input), init });
      return new Response("<h1>Oops</h1>", { status: 502, headers: { "Content-Type": "text/html" } });
    };
    expect(await sendReview(payload, { language: "en", unexpectedError: REVIEW_UNEXPECTED_ERROR }, html)).toEqual({
      ok: false,
      messages: [REVIEW_UNEXPECTED_ERROR],
    });
    expect(sent[0]?.url).toBe(REVIEW_CREATE_ENDPOINT);
    expect(sent[0]?.init?.method).toBe("POST");
    expect(new Headers(sent[0]?.init?.headers).get("Content-Type")).toBe("application/json");
    expect(JSON.parse(String(sent[0]?.init?.body))).toEqual(payload);
    const offline: typeof fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await sendReview(payload, { language: "en", unexpectedError: REVIEW_UNEXPECTED_ERROR }, offline)).toEqual({
      ok: false,
      messages: [REVIEW_UNEXPECTED_ERROR],
    });
  });
});

describe("toasts one after another", () => {
  it("shows queued toasts one at a time, each once the one before is dismissed", () => {
    const store = createStore();
    store.set(queueToastsAtom, [
      { kind: "error", message: "First", durationMs: 3000 },
      { kind: "error", message: "Second", durationMs: 3000 },
    ]);
    const first = store.get(toastAtom);
    expect(first?.message).toBe("First");
    store.set(dismissToastAtom, first?.id ?? 0);
    const second = store.get(toastAtom);
    expect(second?.message).toBe("Second");
    store.set(dismissToastAtom, second?.id ?? 0);
    expect(store.get(toastAtom)).toBeNull();
  });

  it("drops the waiting toasts when another toast is shown in their place", () => {
    const store = createStore();
    store.set(queueToastsAtom, [
      { kind: "error", message: "First", durationMs: 3000 },
      { kind: "error", message: "Second", durationMs: 3000 },
    ]);
    store.set(showToastAtom, { kind: "success", message: "Review submitted", durationMs: null });
    const shown = store.get(toastAtom);
    expect(shown?.message).toBe("Review submitted");
    expect(shown?.durationMs).toBeNull();
    store.set(dismissToastAtom, shown?.id ?? 0);
    expect(store.get(toastAtom)).toBeNull();
  });
});
