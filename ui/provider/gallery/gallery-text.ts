/** The gallery's and street view's words, in one place for both brands. */

/** spec: reviews-and-provider-page §9, 4 tiles in grid layout. */
export const PHOTO_TILES_SHOWN = 4;

/** Where the close links of the server-rendered dialogs land: back at the photos. */
export const PHOTOS_SECTION_ID = "provider-photos";

export const GALLERY_COPY = {
  heading: (providerName: string) => `Photos of ${providerName}`,
  position: (index: number, count: number) => `Photo ${index} of ${count}`,
  tile: (index: number, count: number, caption: string) =>
    caption ? `Photo ${index} of ${count}: ${caption}` : `Photo ${index} of ${count}`,
  viewAll: (count: number) => `View all ${count} photos`,
  previous: "Previous",
  next: "Next",
  close: "Close",
  noPhotos: (providerName: string) => `No photos of ${providerName} yet`,
} as const;

export const STREET_VIEW_COPY = {
  open: "Street view",
  heading: (providerName: string) => `Street view of ${providerName}`,
  mapTitle: (providerName: string) => `Map showing where ${providerName} is`,
  loadingStreetView: "Loading street view…",
  loadingMap: "Loading the map…",
  mapFailed: "The map could not be shown. The address above is where to find it.",
  close: "Close",
} as const;
