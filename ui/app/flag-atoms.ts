/** The feature flags the page was rendered with, for islands that change with a variant. */
import { atom } from "jotai";
import { FLAG_DEFAULTS, type FlagValues } from "../../domain/flags/feature-flags.ts";

export const featureFlagsAtom = atom<FlagValues>(FLAG_DEFAULTS);
