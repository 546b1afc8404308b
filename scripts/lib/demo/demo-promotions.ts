/**
 * Move-in specials for the few demo providers that run one: most are active around the anchor
 * date, some have expired, a few run without an end date, and a few are for family advisors only.
 */
import type { CareTypeId } from "../../../domain/care-types.ts";
import type { Random } from "./random.ts";
import type { PromotionRow } from "./rows.ts";

const DAY_MS = 86_400_000;
/** The longest promotion text the desktop banner shows in full. */
const PROMOTION_TEXT_LIMIT = 125;

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const COMMUNITY_OFFERS = [
  "Move in by {month} and get your first month free",
  "Save $1,000 on your community fee when you move in by {month}",
  "Tour this month and enjoy lunch with our residents on us",
  "Reserve an apartment by {month} and lock in this year's rate",
  "Ask about our respite stay special: 10% off stays of 14 days or more",
  "Half off the second month when you move in by {month}",
];

const AGENCY_OFFERS = [
  "Free in-home care assessment for new clients through {month}",
  "Your first 10 hours of care at 15% off when you start by {month}",
  "No sign-up fee for new clients through {month}",
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
  const month = MONTHS[new Date(endsAt ?? anchorMs + 45 * DAY_MS).getUTCMonth()] as string;
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
