-- Migration 0012: the Additional Community Information cards of a provider page
-- (reviews-and-provider-page §2, §3). A card without a call-to-action url is kept but not
-- shown; the icon names one of domain/providers/info-cards.ts INFO_CARD_ICONS.

CREATE TABLE provider_info_cards (
  id INTEGER PRIMARY KEY,
  provider_id INTEGER NOT NULL REFERENCES providers (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL DEFAULT '',
  icon TEXT NOT NULL CHECK (icon IN ('calendar', 'dollar', 'home', 'star', 'heart', 'info')),
  cta_text TEXT NOT NULL DEFAULT '',
  cta_url TEXT,
  UNIQUE (provider_id, position)
);
