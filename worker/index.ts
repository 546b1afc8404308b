/** The Worker: HTTP requests go to the Hono app. */
import { app } from "./app.ts";

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
