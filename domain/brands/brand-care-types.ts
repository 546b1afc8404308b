/**
 * The care types a brand offers (spec search-and-compare §5, the site's tag filter; §7 'a
 * care-types fetch per domain, returning careTypes with names'): the searchable types of the
 * roll-ups the brand searches, in the order the selects list them. GET /api/care-types answers
 * this list and the islands that offer a care type (header and home search, the menu's drawer,
 * the chat) get the same list in their props, so a brand never offers what its search refuses.
 */
import { type CareTypeId, type RollUpType, SEARCHABLE_CARE_TYPES } from "../care-types.ts";
import type { Messages } from "../i18n/messages.ts";
import type { Brand } from "./brands.ts";

export interface CareTypeOption {
  id: CareTypeId;
  slug: string;
  name: string;
  rollUpType: RollUpType;
}

export function brandCareTypes(brand: Pick<Brand, "searchRollUps">): CareTypeOption[] {
  return SEARCHABLE_CARE_TYPES.filter((careType) => brand.searchRollUps.includes(careType.rollUpType)).map(
    (careType) => ({ id: careType.id, slug: careType.slug, name: careType.label, rollUpType: careType.rollUpType }),
  );
}

/** What a select or a button row needs of each: the slug it sends and the name it shows. */
export type CareTypeChoice = Pick<CareTypeOption, "slug" | "name">;

/** The brand's care types as the islands' props carry them, named in the page's language. */
export function brandCareTypeChoices(
  brand: Pick<Brand, "searchRollUps">,
  t: Pick<Messages, "careTypes">,
): CareTypeChoice[] {
  return brandCareTypes(brand).map(({ id, slug }) => ({ slug, name: t.careTypes[id].label }));
}
