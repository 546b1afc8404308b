import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { AMENITY_CATEGORIES, AMENITY_IDS, AMENITY_TYPES } from "../../domain/amenities.ts";
import { CARE_TYPES } from "../../domain/care-types.ts";

describe("the migrated schema", () => {
  it("holds the 13 care types exactly as domain/care-types.ts names them", async () => {
    const { results } = await env.DB.prepare(
      "SELECT id, slug, label, singular, roll_up_type AS rollUpType, searchable, bit FROM care_types ORDER BY sort_order",
    ).all<{
      id: string;
      slug: string;
      label: string;
      singular: string;
      rollUpType: string;
      searchable: number;
      bit: number;
    }>();
    expect(results).toHaveLength(13);
    expect(results.map((row) => ({ ...row, searchable: row.searchable === 1 }))).toEqual(
      CARE_TYPES.map(({ id, slug, label, singular, rollUpType, searchable, bit }) => ({
        id,
        slug,
        label,
        singular,
        rollUpType,
        searchable,
        bit,
      })),
    );
  });

  it("holds the amenity catalogue of domain/amenities.ts, with the spec's fixed ids", async () => {
    const categories = await env.DB.prepare("SELECT id, name FROM amenity_categories ORDER BY id").all();
    expect(categories.results).toEqual([...AMENITY_CATEGORIES].sort((a, b) => a.id - b.id));
    const types = await env.DB.prepare(
      "SELECT id, name, category_id AS categoryId, bit FROM amenity_types ORDER BY id",
    ).all();
    expect(types.results).toEqual([...AMENITY_TYPES].sort((a, b) => a.id - b.id));
    expect(AMENITY_IDS).toMatchObject({
      wheelchair: 2,
      pets: 98,
      internet: 105,
      transportation: 122,
      allInclusivePricing: 448,
    });
  });

  it("refuses money that is not whole positive cents and ratings outside 1-5", async () => {
    await env.DB.exec(
      "INSERT INTO states (code, name, url_name, latitude, longitude) VALUES ('ZZ', 'Testland', 'testland', 1, 1);",
    );
    await env.DB.exec(
      "INSERT INTO providers (id, source, name, slug, primary_care_type_id, city_name, state_code, formatted_address, latitude, longitude) VALUES (900001, 'demo', 'Schema Test', 'schema-test', 'nursing_homes', 'Testville', 'ZZ', 'x', 1, 1);",
    );
    await expect(
      env.DB.prepare(
        "INSERT INTO provider_services (provider_id, care_type_id, starting_price_cents) VALUES (900001, 'nursing_homes', -5)",
      ).run(),
    ).rejects.toThrow(/CHECK/);
    await expect(
      env.DB.prepare(
        "INSERT INTO reviews (provider_id, author_name, relationship, content, rating_overall) VALUES (900001, 'A B', 'other', 'x', 6)",
      ).run(),
    ).rejects.toThrow(/CHECK/);
  });
});
