/**
 * Four test projects: `unit` (pure rules, in Node), `node` (Node integration: the scripts
 * against a real local D1, and the project's own layout checks), `worker` (the Worker inside
 * workerd through exports.default.fetch, with D1 migrated in a setup file) and `e2e` (real
 * Chromium against a wrangler dev server per lane, which the setup starts and stops itself).
 *
 * One `vitest run` takes them all in parallel lanes: `TEST_LANES` files at once (4 unless
 * told), whatever their project. A browser file waits on the browser and the server for much
 * of its time (carousels turning, debounces, reloads), so on a 2-core machine four lanes keep
 * both cores busy; each e2e lane has its own seeded server (tests/e2e/global-setup.ts).
 */
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { applyOfflineEnv } from "./scripts/lib/offline-env.ts";

applyOfflineEnv();

const LANES = Number(process.env.TEST_LANES ?? "4");

export default defineConfig(async () => {
  const migrations = await readD1Migrations("worker/db/migrations");
  return {
    test: {
      maxWorkers: LANES,
      projects: [
        {
          // vitest's default 5 s per test: a pure rule that needs more is a slow rule. The few
          // tests that generate the demo directory say so themselves.
          // Pure rules keep no state between files, so one worker runs file after file without
          // a fresh module graph for each: half the project's CPU.
          test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", isolate: false },
        },
        {
          test: {
            name: "node",
            include: ["tests/node/**/*.test.ts"],
            environment: "node",
            // These start other programs (wrangler applying migrations, Biome): seconds each, more on a busy machine.
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                // A bucket the basemap tests put a small archive into and bind as BASEMAP.
                r2Buckets: ["TEST_BASEMAP"],
                // Secrets are not in wrangler.toml; the tests bring their own.
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  ADMIN_TOKEN: "test-admin-token",
                  REVIEW_TOKEN_SECRET: "test-review-token-secret",
                  PARTNER_TOKEN: "test-partner-token",
                  SIGNING_SECRET: "test-signing-secret",
                  // The fuzz suite's seed: unset for the fixed one, `random`, or a number to replay.
                  FUZZ_SEED: process.env.FUZZ_SEED ?? "",
                  // `full` for the full run (`npm run test:fuzz`); unset for the quick one.
                  FUZZ_RUN: process.env.FUZZ_RUN ?? "",
                },
              },
            }),
          ],
          test: {
            name: "worker",
            include: ["tests/worker/**/*.test.{ts,tsx}"],
            // Whole requests through workerd with D1, some hundreds at once (the lead tests send
            // 500 concurrent inquiries): seconds each when the browser tests share the machine.
            testTimeout: 60_000,
            // Work a response leaves behind (a cache write after the answer) can take seconds
            // while the other lanes share the cores: a poll waits up to 10 s, not vitest's 1 s.
            expect: { poll: { timeout: 10_000 } },
            setupFiles: ["tests/worker/apply-migrations.ts"],
          },
        },
        {
          test: {
            name: "e2e",
            include: ["tests/e2e/**/*.test.ts"],
            environment: "node",
            globalSetup: ["tests/e2e/global-setup.ts"],
            // A real browser against wrangler dev, axe on every state: seconds per test, more
            // while the other lanes share the cores; the flows longer than a minute say so.
            testTimeout: 60_000,
            hookTimeout: 120_000,
            // A page's answer to a click can take seconds on a busy 2-core machine: a poll
            // waits up to 10 s (vitest's default second made the slowest runs fail at random).
            expect: { poll: { timeout: 10_000 } },
          },
        },
      ],
    },
  };
});
