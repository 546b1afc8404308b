/** How the results page is being viewed, shared by the map, its toggle and the mobile chips. */
import { atom } from "jotai";

/** True while the full-screen map shows the results (spec search-and-compare §2.2). */
export const mapOpenAtom = atom(false);
