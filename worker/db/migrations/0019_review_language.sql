-- Migration 0019: the language a review and a provider's reply were written in (docs/reviews.md,
-- docs/languages.md): the language of the page the form was sent from ('en' at the root, 'es'
-- under /es/, an API's ?lang=). The pages show the text as written and mark it with `lang` where
-- it is not the page's language. Rows written before the site recorded it read as English.
ALTER TABLE reviews ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es'));
ALTER TABLE review_responses ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es'));
ALTER TABLE review_contests ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es'));
-- A generic-form review keeps its language until an operator files it under a provider.
ALTER TABLE unmatched_reviews ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es'));
