/**
 * A care type's name in the page's language. Records, cards and cached nearby lists hold the
 * English label (domain/care-types.ts); the page shows the catalogue's name for it, and a label
 * the catalogue does not know as it came.
 */
import { CARE_TYPES, type CareTypeId } from "../care-types.ts";
import type { Messages } from "../i18n/messages.ts";

const idByLabel: ReadonlyMap<string, CareTypeId> = new Map(
  CARE_TYPES.map((careType) => [careType.label, careType.id as CareTypeId]),
);

/** 'Assisted Living' reads 'Vivienda asistida' on a Spanish page. */
export function careTypeLabelIn(t: Pick<Messages, "careTypes">, englishLabel: string): string {
  const id = idByLabel.get(englishLabel);
  return id ? t.careTypes[id].label : englishLabel;
}

/** The singular name of the care type with this id ('Nursing Home', 'Hogar de ancianos'). */
export function careTypeSingularIn(t: Pick<Messages, "careTypes">, id: string, fallback: string): string {
  return Object.hasOwn(t.careTypes, id) ? t.careTypes[id as CareTypeId].singular : fallback;
}
