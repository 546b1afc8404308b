/** The state the server serialises into every page for the client entry to read. */
import type { PageSeed } from "./page-seed.ts";

/** The id of the `<script type="application/json">` element holding the page state. */
export const PAGE_STATE_ELEMENT_ID = "carefind-state";

export interface PageState {
  seed: PageSeed;
}
