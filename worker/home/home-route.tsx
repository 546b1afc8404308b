/** GET / (and /es/) — the home page of the request's brand, in the page's language. */
import { Hono } from "hono";
import { HomePage } from "../../ui/home/HomePage.tsx";
import type { AppEnv } from "../env.ts";
import { inquiryPageFor, languageOf, renderPage, siteChrome } from "../ssr/render.tsx";

export const homePage = new Hono<AppEnv>().get("/", (c) => {
  const brand = c.get("brand");
  const { t } = languageOf(c);
  return renderPage(c, {
    title: t.home.title,
    description: t.home.description(brand.siteName),
    canonicalPath: "/",
    body: <HomePage chrome={siteChrome(c)} inquiry={inquiryPageFor(c, "home_page")} />,
  });
});
