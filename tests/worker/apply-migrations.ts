// Applies the same numbered migrations production uses; already-applied ones are skipped.
import { applyD1Migrations, env } from "cloudflare:test";
import { beforeEach } from "vitest";
import { forgetAllRemembered } from "../../worker/cache/kv-memory.ts";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Each test starts from its own storage: nothing an earlier test read from KV is remembered.
beforeEach(() => forgetAllRemembered());
