declare global {
  namespace Cloudflare {
    interface Env {
      /**
       * The fuzz suite's seed (vitest.config.ts passes FUZZ_SEED through): empty for the fixed
       * seed `npm test` runs with, `random` for a new one, or a number to replay a run.
       */
      FUZZ_SEED: string;
      /** `full` for the full run (`npm run test:fuzz`); empty for the fixed few thousand of `npm test`. */
      FUZZ_RUN: string;
    }
  }
}

export {};
