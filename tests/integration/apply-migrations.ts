// Applies the same numbered migrations production uses; already-applied ones are skipped.
import { applyD1Migrations, env } from "cloudflare:test";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
