/** The gallery's layout and anchor; its words are the catalogue's (`t.provider.gallery`, `t.provider.streetView`). */

/** spec: reviews-and-provider-page §9, 4 tiles in grid layout. */
export const PHOTO_TILES_SHOWN = 4;

/** Where the close links of the server-rendered dialogs land: back at the photos. */
export const PHOTOS_SECTION_ID = "provider-photos";
