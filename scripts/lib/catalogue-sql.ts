/**
 * Writes the reference rows of migration 0002 (care types, amenity categories and types) from
 * the catalogues in ui/lib, so the SQL and the code start equal; a test keeps them equal.
 * Run once when a catalogue changes: `node scripts/lib/catalogue-sql.ts`, then paste.
 */
import { AMENITY_CATEGORIES, AMENITY_TYPES } from "../../ui/lib/amenities.ts";
import { CARE_TYPES } from "../../ui/lib/care-types.ts";

const text = (value: string) => `'${value.replace(/'/g, "''")}'`;

const careTypes = CARE_TYPES.map(
  (type, index) =>
    `  (${text(type.id)}, ${text(type.slug)}, ${text(type.label)}, ${text(type.singular)}, ${text(type.rollUpType)}, ${type.searchable ? 1 : 0}, ${index + 1})`,
).join(",\n");
const categories = AMENITY_CATEGORIES.map((category) => `  (${category.id}, ${text(category.name)})`).join(",\n");
const amenities = AMENITY_TYPES.map((type) => `  (${type.id}, ${text(type.name)}, ${type.categoryId})`).join(",\n");

console.log(`INSERT INTO care_types (id, slug, label, singular, roll_up_type, searchable, sort_order) VALUES
${careTypes};

INSERT INTO amenity_categories (id, name) VALUES
${categories};

INSERT INTO amenity_types (id, name, category_id) VALUES
${amenities};`);
