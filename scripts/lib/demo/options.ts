/** The command line of `npm run seed`, parsed and checked. Pure. */
import { parseArgs } from "node:util";

export const DEFAULT_PROVIDER_COUNT = 20_000;
export const DEFAULT_SEED = 20_251_123;
/**
 * The browser tests' smaller database: still enough for 15 or more assisted-living results
 * within 30 miles of Austin, TX (a unit test keeps that true).
 */
export const BROWSER_TEST_PROVIDER_COUNT = 6_000;

export interface SeedOptions {
  providers: number;
  seed: number;
  /** YYYY-MM-DD: reviews are dated in the three years before it, promotions run around it. */
  today: string;
  /** A wrangler persist folder instead of the default `.wrangler/state`. */
  persistTo?: string;
  /** Do nothing when demo providers already exist. */
  ifEmpty: boolean;
  /** The average number of reviews a provider has; absent, the generator's own (about 7.8). */
  reviewsPerProvider?: number;
}

export const SEED_USAGE = `Usage: npm run seed -- [--providers N] [--seed S] [--today YYYY-MM-DD] [--persist-to DIR] [--if-empty]
  --providers N       how many demo providers (default ${DEFAULT_PROVIDER_COUNT})
  --seed S            random seed, an integer (default ${DEFAULT_SEED})
  --today YYYY-MM-DD  anchor date of review dates and promotions (default today, UTC)
  --persist-to DIR    use this wrangler persist folder instead of .wrangler/state
  --if-empty          leave the database alone when it already has demo providers
  --reviews-per-provider N  the average number of reviews a provider has (default about 8)`;

function wholeNumber(text: string, name: string, minimum: number): number {
  if (!/^\d+$/.test(text) || Number(text) < minimum || !Number.isSafeInteger(Number(text))) {
    throw new Error(`${name} must be a whole number of at least ${minimum}, not '${text}'`);
  }
  return Number(text);
}

/** Parses the arguments after the script name; `now` gives the default anchor date. Throws on bad input. */
export function parseSeedOptions(args: readonly string[], now: Date): SeedOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      providers: { type: "string" },
      seed: { type: "string" },
      today: { type: "string" },
      "persist-to": { type: "string" },
      "if-empty": { type: "boolean", default: false },
      "reviews-per-provider": { type: "string" },
    },
    strict: true,
    allowPositionals: false,
  });
  const today = values.today ?? now.toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(`${today}T00:00:00Z`))) {
    throw new Error(`--today must be a date as YYYY-MM-DD, not '${today}'`);
  }
  return {
    providers:
      values.providers === undefined ? DEFAULT_PROVIDER_COUNT : wholeNumber(values.providers, "--providers", 1),
    seed: values.seed === undefined ? DEFAULT_SEED : wholeNumber(values.seed, "--seed", 0),
    today,
    persistTo: values["persist-to"],
    ifEmpty: values["if-empty"] ?? false,
    reviewsPerProvider:
      values["reviews-per-provider"] === undefined
        ? undefined
        : wholeNumber(values["reviews-per-provider"], "--reviews-per-provider", 1),
  };
}
