/** GET / — the home page of the request's brand. */
import { Hono } from "hono";
import { HomePage } from "../../ui/home/HomePage.tsx";
import type { AppEnv } from "../env.ts";
import { inquiryPageFor, renderPage, siteChrome } from "../ssr/render.tsx";

export const homePage = new Hono<AppEnv>().get("/", (c) => {
  const brand = c.get("brand");
  return renderPage(c, {
    title: "Find Senior Living and Senior Care Near You",
    description: `${brand.siteName} helps families find, compare and contact assisted living, memory care, nursing homes and home care agencies across the US.`,
    canonicalPath: "/",
    body: <HomePage chrome={siteChrome(c)} inquiry={inquiryPageFor(c, "home_page")} />,
  });
});
