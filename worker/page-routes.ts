/** Every HTML page route. */
import { Hono } from "hono";
import type { AppEnv } from "./env.ts";
import { homePage } from "./home/home-page.tsx";
import { landingPage } from "./leads/landing-page.tsx";
import { thankYouPage } from "./leads/thank-you-page.tsx";
import { providerPages } from "./providers/provider-page.tsx";
import { savedPages } from "./saved/saved-page.tsx";
import { searchPages } from "./search/search-page.tsx";

export const pageRoutes = new Hono<AppEnv>()
  .route("/", homePage)
  .route("/", searchPages)
  .route("/", landingPage)
  .route("/", thankYouPage)
  .route("/", savedPages)
  .route("/", providerPages);
