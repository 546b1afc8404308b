/**
 * Move-in specials for the few demo providers that run one: most are active around the anchor
 * date, some have expired, a few run without an end date, and a few are for family advisors only.
 * Offers range from a short line to a few sentences longer than the banner shows.
 */
import { monthName } from "../../../domain/calendar-text.ts";
import type { CareTypeId } from "../../../domain/care-types.ts";
import type { Random } from "./random.ts";
import type { PromotionRow } from "./rows.ts";

const DAY_MS = 86_400_000;
/**
 * The longest promotion text generated. Some offers run past the 125 characters the desktop
 * banner shows, so that its 'Read More' has the whole text to open.
 */
const PROMOTION_TEXT_LIMIT = 250;

const COMMUNITY_OFFERS = [
  "Move in by {month} and get your first month free",
  "Save $1,000 on your community fee when you move in by {month}",
  "Tour this month and enjoy lunch with our residents on us",
  "Reserve an apartment by {month} and lock in this year's rate",
  "Ask about our respite stay special: 10% off stays of 14 days or more",
  "Half off the second month when you move in by {month}",
  "Tour by the end of {month} and we will waive the community fee for you and hold your apartment for two weeks",
  "Move in by {month} and your first month is free, with no community fee and up to $500 toward your movers when you sign a lease",
  "Join us for lunch and a guided tour any weekday this month, and ask about short respite stays for family members who need a break",
];

const AGENCY_OFFERS = [
  "Free in-home care assessment for new clients through {month}",
  "Your first 10 hours of care at 15% off when you start by {month}",
  "No sign-up fee for new clients through {month}",
  "Start care by {month} and your first 10 hours are 15% off, with a free home safety visit and a care plan written together with your family",
];

const AGENCY_TYPES: ReadonlySet<CareTypeId> = new Set([
  "homecare_agencies",
  "home_healthcare_agencies",
  "hospices",
  "geriatric_care_managers",
]);

/** One promotion of a provider, without its id, around the anchor date. */
export function generatePromotion(
  providerId: number,
  careTypeId: CareTypeId,
  anchorMs: number,
  random: Random,
): Omit<PromotionRow, "id"> {
  const phase = random.weighted([
    ["active", 60],
    ["expired", 25],
    ["open-ended", 15],
  ] as const);
  let startsAt: number;
  let endsAt: number | null;
  if (phase === "expired") {
    endsAt = anchorMs - random.int(1, 200) * DAY_MS;
    startsAt = endsAt - random.int(20, 90) * DAY_MS;
  } else {
    startsAt = anchorMs - random.int(1, 60) * DAY_MS;
    endsAt = phase === "active" ? anchorMs + random.int(5, 60) * DAY_MS : null;
  }
  const month = monthName(new Date(endsAt ?? anchorMs + 45 * DAY_MS));
  const offers = AGENCY_TYPES.has(careTypeId) ? AGENCY_OFFERS : COMMUNITY_OFFERS;
  const text = random.pick(offers).replace("{month}", month).slice(0, PROMOTION_TEXT_LIMIT);
  return {
    providerId,
    externalText: text,
    startsAt: new Date(startsAt).toISOString(),
    endsAt: endsAt === null ? null : new Date(endsAt).toISOString(),
    visibleOnlyToFa: random.chance(0.1),
  };
}
