/**
 * The award winners from D1 (table `awards`, migration 0003): how many won each Caring Stars
 * year or hold each 2025 Home Care Pulse badge, and one page of them with their provider pages.
 */
import { HOME_CARE_PULSE_YEAR } from "../../domain/awards/awards.ts";
import type { RollUpType } from "../../domain/care-types.ts";
import { urlName } from "../../domain/geo/place-names.ts";
import { providerPagePath } from "../../domain/providers/provider-url.ts";

/** A group of winners (a year, a badge) and how many are in it. */
export interface AwardGroupCount<Key> {
  key: Key;
  count: number;
}

/** One winner as the award pages list it. */
export interface AwardWinner {
  id: number;
  name: string;
  url: string;
  city: string;
  state: string;
}

interface WinnerRow {
  id: number;
  name: string;
  slug: string;
  city_name: string;
  state_code: string;
  care_type_slug: string;
  city_url_name: string | null;
  state_url_name: string;
}

/**
 * The Caring Stars years, newest first, with their number of winners; with a roll-up type,
 * only winners whose main care type is of it.
 */
export async function caringStarsYearCounts(
  db: D1Database,
  rollUpType: RollUpType | null = null,
): Promise<AwardGroupCount<number>[]> {
  const { results } = await db
    .prepare(
      `SELECT a.year, count(*) AS count FROM awards a
        JOIN providers p ON p.id = a.provider_id JOIN care_types ct ON ct.id = p.primary_care_type_id
        WHERE a.kind = 'caring_stars' AND (?1 IS NULL OR ct.roll_up_type = ?1)
        GROUP BY a.year ORDER BY a.year DESC`,
    )
    .bind(rollUpType)
    .all<{ year: number; count: number }>();
  return results.map((row) => ({ key: row.year, count: row.count }));
}

/** How many Caring Stars awards (winners in all years) each roll-up type holds. */
export async function caringStarsRollUpCounts(db: D1Database): Promise<AwardGroupCount<RollUpType>[]> {
  const { results } = await db
    .prepare(
      `SELECT ct.roll_up_type, count(*) AS count FROM awards a
        JOIN providers p ON p.id = a.provider_id JOIN care_types ct ON ct.id = p.primary_care_type_id
        WHERE a.kind = 'caring_stars' GROUP BY ct.roll_up_type`,
    )
    .all<{ roll_up_type: RollUpType; count: number }>();
  return results.map((row) => ({ key: row.roll_up_type, count: row.count }));
}

/** The Home Care Pulse badges held for the counted year, with their number of holders. */
export async function homeCarePulseBadgeCounts(db: D1Database): Promise<AwardGroupCount<string>[]> {
  const { results } = await db
    .prepare("SELECT name, count(*) AS count FROM awards WHERE kind = 'home_care_pulse' AND year = ?1 GROUP BY name")
    .bind(HOME_CARE_PULSE_YEAR)
    .all<{ name: string; count: number }>();
  return results.map((row) => ({ key: row.name, count: row.count }));
}

/**
 * One page of the winners of an award (kind, name, year), by state and then name, each with the
 * address of its provider page; with a roll-up type, only those whose main care type is of it.
 */
export async function awardWinners(
  db: D1Database,
  award: { kind: "caring_stars" | "home_care_pulse"; name: string; year: number; rollUpType?: RollUpType },
  page: { offset: number; limit: number },
): Promise<AwardWinner[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.name, p.slug, p.city_name, p.state_code, ct.slug AS care_type_slug,
          c.url_name AS city_url_name, s.url_name AS state_url_name
        FROM awards a JOIN providers p ON p.id = a.provider_id
          JOIN care_types ct ON ct.id = p.primary_care_type_id JOIN states s ON s.code = p.state_code
          LEFT JOIN cities c ON c.id = p.city_id
        WHERE a.kind = ?1 AND a.name = ?2 AND a.year = ?3 AND (?6 IS NULL OR ct.roll_up_type = ?6)
        ORDER BY p.state_code, p.name, p.id LIMIT ?4 OFFSET ?5`,
    )
    .bind(award.kind, award.name, award.year, page.limit, page.offset, award.rollUpType ?? null)
    .all<WinnerRow>();
  return results.map((row) => ({
    id: row.id,
    name: row.name,
    url: providerPagePath({
      careTypeSlug: row.care_type_slug,
      stateUrlName: row.state_url_name,
      cityUrlName: row.city_url_name ?? urlName(row.city_name),
      slug: row.slug,
    }),
    city: row.city_name,
    state: row.state_code,
  }));
}
