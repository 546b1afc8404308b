/**
 * Four test projects: `unit` (pure rules, in Node), `node` (Node integration: the scripts
 * against a real local D1, and the project's own layout checks), `worker` (the Worker inside
 * workerd through exports.default.fetch, with D1 migrated in a setup file) and `e2e` (real
 * Chromium against a wrangler dev server the setup starts and stops itself).
 */
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { applyOfflineEnv } from "./scripts/lib/offline-env.ts";

applyOfflineEnv();

export default defineConfig(async () => {
  const migrations = await readD1Migrations("worker/db/migrations");
  return {
    test: {
      projects: [
        {
          // Generous time limits: a busy CI machine must not turn slow into failed.
          test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", testTimeout: 60_000 },
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
                },
              },
            }),
          ],
          test: {
            name: "worker",
            include: ["tests/integration/**/*.test.{ts,tsx}"],
            testTimeout: 60_000,
            setupFiles: ["tests/integration/apply-migrations.ts"],
          },
        },
        {
          test: {
            name: "e2e",
            include: ["tests/e2e/**/*.test.ts"],
            environment: "node",
            globalSetup: ["tests/e2e/global-setup.ts"],
            testTimeout: 60_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  };
});
