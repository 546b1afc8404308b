/**
 * The fuzz suite's seed: fixed for `npm test` (the same requests on every run and every
 * machine), or chosen per run on demand with `FUZZ_SEED=random`, or a number to replay a run
 * that failed. Each fuzzed route draws from its own seed, derived from the run's seed and the
 * route, so adding a route leaves the requests of the others as they were.
 */

/** The seed `npm test` runs with when FUZZ_SEED is unset or empty. */
export const CI_FUZZ_SEED = 20_261_110;

export interface FuzzSeed {
  /** The run's seed: what FUZZ_SEED must be set to for the same requests again. */
  value: number;
  /** Whether it was drawn at random for this run. */
  random: boolean;
}

/** Reads FUZZ_SEED: unset or empty is the CI seed, `random` a new one, else a whole number. */
export function fuzzSeed(setting: string | undefined): FuzzSeed {
  const text = (setting ?? "").trim();
  if (text === "") return { value: CI_FUZZ_SEED, random: false };
  if (text.toLowerCase() === "random") return { value: Math.floor(Math.random() * 2 ** 31), random: true };
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new Error(`FUZZ_SEED must be empty, "random" or a whole number, not ${JSON.stringify(text)}`);
  }
  return { value, random: false };
}

/** The seed one test draws from: the run's seed mixed with the test's name (FNV-1a), a 31-bit integer. */
export function testSeed(runSeed: number, name: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${runSeed}:${name}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) & 0x7fffffff;
}
