/**
 * Five test projects: `unit` (pure rules, in Node), `node` (Node integration: the scripts
 * against a real local D1, and the project's own layout checks), `worker` (the Worker inside
 * workerd through exports.default.fetch, with D1 migrated in a setup file), `e2e` (real
 * Chromium against a wrangler dev server the setup starts and stops itself) and `timing` (the
 * browser timings, which `npm test` runs alone after the other four).
 */
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { applyOfflineEnv } from "./scripts/lib/offline-env.ts";

applyOfflineEnv();

/** Browser tests whose figures are timings (a click's effect, Lighthouse's performance): the `timing` project holds them. */
const TIMING_TESTS = ["tests/e2e/first-click.test.ts", "tests/e2e/lighthouse.test.ts"];

/** What every browser-test project shares. */
const browserTests = {
  environment: "node" as const,
  globalSetup: ["tests/e2e/global-setup.ts"],
  // A real browser against wrangler dev, axe on every state: tens of seconds per test; the
  // flows longer than a minute give their own limit.
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A page's answer to a click can take seconds on a busy 2-core machine: a poll waits up to
  // 10 s (vitest's default second made the slowest runs fail at random).
  expect: { poll: { timeout: 10_000 } },
};

export default defineConfig(async () => {
  const migrations = await readD1Migrations("worker/db/migrations");
  return {
    test: {
      projects: [
        {
          // vitest's default 5 s per test: a pure rule that needs more is a slow rule. The few
          // tests that generate the demo directory say so themselves.
          test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
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
            include: ["tests/integration/**/*.test.{ts,tsx}"],
            // Whole requests through workerd with D1, some hundreds at once (the lead tests send
            // 500 concurrent inquiries): seconds each when the browser tests share the machine.
            testTimeout: 60_000,
            setupFiles: ["tests/integration/apply-migrations.ts"],
          },
        },
        {
          test: {
            name: "e2e",
            include: ["tests/e2e/**/*.test.ts"],
            exclude: TIMING_TESTS,
            ...browserTests,
          },
        },
        {
          // Timings in the browser (a click's effect within 100 ms on a throttled CPU): `npm test`
          // runs them in a vitest run of their own once the other projects have finished
          // (scripts/test.ts). On a 2-core machine shared with workerd and other browsers they
          // would measure the neighbours, not the page.
          test: {
            name: "timing",
            include: TIMING_TESTS,
            ...browserTests,
          },
        },
      ],
    },
  };
});
