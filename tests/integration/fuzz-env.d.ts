declare global {
  namespace Cloudflare {
    interface Env {
      /**
       * The fuzz suite's seed (vitest.config.ts passes FUZZ_SEED through): empty for the fixed
       * seed `npm test` runs with, `random` for a new one, or a number to replay a run.
       */
      FUZZ_SEED: string;
    }
  }
}

export {};
