import type { D1Migration } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      /** The project's migrations, read by vitest.config.ts and applied by apply-migrations.ts. */
      TEST_MIGRATIONS: D1Migration[];
      /** An empty bucket for the basemap tests' own archive (worker/map/). */
      TEST_BASEMAP: R2Bucket;
    }
  }
}
