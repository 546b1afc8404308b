-- Migration 0002: reference catalogues with the ids the specs fix. The 13 care types
-- (search-and-compare §3) and the amenity catalogue (amenity ids 2 wheelchair, 98 pets,
-- 105 internet, 122 transportation, 448 all-inclusive pricing). The rows mirror
-- ui/lib/care-types.ts and ui/lib/amenities.ts; tests/worker/schema.test.ts keeps them equal.

CREATE TABLE care_types (
  id TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  label TEXT NOT NULL,
  singular TEXT NOT NULL,
  roll_up_type TEXT NOT NULL CHECK (roll_up_type IN ('senior-living', 'senior-care')),
  searchable INTEGER NOT NULL CHECK (searchable IN (0, 1)),
  sort_order INTEGER NOT NULL
);

CREATE TABLE amenity_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE amenity_types (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  category_id INTEGER NOT NULL REFERENCES amenity_categories (id)
);

INSERT INTO care_types (id, slug, label, singular, roll_up_type, searchable, sort_order) VALUES
  ('assisted_living_facilities', 'assisted-living', 'Assisted Living', 'Assisted Living Facility', 'senior-living', 1, 1),
  ('alzheimers_care_facilities', 'memory-care-facilities', 'Memory Care', 'Memory Care Facility', 'senior-living', 1, 2),
  ('independent_living', 'independent-living', 'Independent Living', 'Independent Living Community', 'senior-living', 1, 3),
  ('nursing_homes', 'nursing-homes', 'Nursing Homes', 'Nursing Home', 'senior-living', 1, 4),
  ('continuing_care_retirement_communities', 'continuing-care-retirement-communities', 'Continuing Care Retirement Communities', 'Continuing Care Retirement Community', 'senior-living', 1, 5),
  ('senior_apartments', '55-plus-communities', '55+ Communities', '55+ Community', 'senior-living', 1, 6),
  ('adult_day_services', 'adult-day-care', 'Adult Day Care', 'Adult Day Care Center', 'senior-living', 1, 7),
  ('homecare_agencies', 'in-home-care', 'Home Care', 'Home Care Agency', 'senior-care', 1, 8),
  ('home_healthcare_agencies', 'home-health-agencies', 'Home Health Agencies', 'Home Health Agency', 'senior-care', 1, 9),
  ('hospices', 'hospices', 'Hospice', 'Hospice', 'senior-care', 1, 10),
  ('geriatric_care_managers', 'geriatric-care-managers', 'Geriatric Care Managers', 'Geriatric Care Manager', 'senior-care', 1, 11),
  ('low_income_affordable', 'low-income-affordable', 'Low Income Affordable', 'Low Income Affordable Community', 'senior-living', 0, 12),
  ('not_sure', 'not-sure', 'Not Sure', 'Not Sure', 'senior-living', 0, 13);

INSERT INTO amenity_categories (id, name) VALUES
  (1, 'Accessibility'),
  (2, 'Lifestyle'),
  (3, 'Dining'),
  (4, 'Health Services'),
  (5, 'Personal Care'),
  (6, 'Room Amenities'),
  (7, 'Staff Qualifications'),
  (8, 'Languages'),
  (9, 'Other Amenities'),
  (10, 'Technology'),
  (11, 'Transportation'),
  (12, 'Costs');

INSERT INTO amenity_types (id, name, category_id) VALUES
  (2, 'Wheelchair accessible', 1),
  (3, 'Transfer assistance', 1),
  (98, 'Pets allowed', 2),
  (99, 'Fitness and wellness programs', 2),
  (105, 'Wi-Fi and internet', 10),
  (122, 'Transportation services', 11),
  (201, 'Restaurant-style dining room', 3),
  (202, 'Guest meals', 3),
  (203, 'Room service', 3),
  (204, 'Special diets', 3),
  (205, 'Meals provided', 3),
  (211, 'Medication management', 4),
  (212, 'Licensed nurses on staff', 4),
  (213, 'Physical therapy', 4),
  (214, 'Respite care', 4),
  (221, 'Help with bathing', 5),
  (222, 'Help with dressing', 5),
  (223, 'Meal preparation', 5),
  (224, 'Personal care assistance', 5),
  (225, 'Help with toileting', 5),
  (231, 'Balcony or patio', 6),
  (232, 'Cable television', 6),
  (233, 'Kitchen or kitchenette', 6),
  (241, 'Background-checked staff', 7),
  (242, 'Staff trained in memory care', 7),
  (243, 'Staff trained in ethics', 7),
  (251, 'Swimming pool or hot tub', 9),
  (252, 'Entertainment and outings', 9),
  (253, 'Laundry service', 9),
  (254, 'Golf course', 9),
  (255, 'Veterans benefits accepted', 12),
  (301, 'English', 8),
  (302, 'Spanish', 8),
  (303, 'Chinese', 8),
  (304, 'Tagalog', 8),
  (305, 'Vietnamese', 8),
  (306, 'Arabic', 8),
  (307, 'French', 8),
  (308, 'Korean', 8),
  (309, 'Russian', 8),
  (310, 'German', 8),
  (311, 'Haitian Creole', 8),
  (312, 'Hindi', 8),
  (313, 'Portuguese', 8),
  (314, 'Italian', 8),
  (448, 'All-inclusive pricing', 12);
