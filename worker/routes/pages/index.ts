/** Every HTML page route. */
import { Hono } from "hono";
import type { AppEnv } from "../../env.ts";
import { homePage } from "./home.tsx";
import { landingPage } from "./landing.tsx";
import { providerPages } from "./provider.tsx";
import { savedPages } from "./saved.tsx";
import { searchPages } from "./search.tsx";
import { thankYouPage } from "./thank-you.tsx";

export const pageRoutes = new Hono<AppEnv>()
  .route("/", homePage)
  .route("/", searchPages)
  .route("/", landingPage)
  .route("/", thankYouPage)
  .route("/", savedPages)
  .route("/", providerPages);
