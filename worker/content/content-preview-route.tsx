/**
 * Editor preview (spec reviews-and-provider-page §6; lead-capture-and-chrome §1, editors see
 * what visitors do not). `GET /admin/preview` is a form (token and page path); `POST
 * /admin/preview` with the admin token (compared in constant time, throttled like the admin
 * API) sets a signed cookie for one hour (HttpOnly, SameSite=Strict, Path=/, Secure) and
 * redirects to the page; a wrong token is a 401 page and no cookie. `POST /admin/preview/end`
 * clears it. These routes sit outside the bearer-token admin API: a browser cannot send one.
 */
import { type Context, Hono } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { mayBeContentPath, storedContentPath } from "../../domain/content/content-paths.ts";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import { EDITOR_PREVIEW_TITLE, EditorPreviewPage, WRONG_PREVIEW_TOKEN } from "../../ui/content/EditorPreviewPage.tsx";
import type { AppEnv } from "../env.ts";
import { signValue } from "../middleware/signed-values.ts";
import { checkToken } from "../middleware/token-throttle.ts";
import { renderPage, siteChrome } from "../ssr/render.tsx";
import { isEditorPreview } from "./content-route.tsx";

const PREVIEW_SECONDS = 60 * 60;

const previewFormSchema = z.object({
  token: z.string().max(500).default(""),
  path: z.string().trim().max(300).default("/"),
});

async function previewForm(c: Context<AppEnv>, problem: string | null, status: 200 | 400 | 401 | 429) {
  const response = await renderPage(c, {
    status,
    title: EDITOR_PREVIEW_TITLE,
    description: EDITOR_PREVIEW_TITLE,
    canonicalPath: "/admin/preview",
    noindex: true,
    body: <EditorPreviewPage chrome={siteChrome(c)} problem={problem} active={await isEditorPreview(c)} />,
  });
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

export const contentPreviewRoutes = new Hono<AppEnv>()
  .get("/", (c) => previewForm(c, null, 200))
  .post("/", async (c) => {
    const body = await c.req.parseBody().catch(() => ({}));
    const form = previewFormSchema.safeParse(body);
    if (!form.success) return previewForm(c, "Send the token and the page path from the form.", 400);
    const check = await checkToken(c, "admin", form.data.token, c.env.ADMIN_TOKEN ?? "");
    if (check.outcome === "throttled") {
      return previewForm(c, `Too many wrong tokens; try again in ${check.retryAfterSeconds} seconds.`, 429);
    }
    if (check.outcome === "invalid") return previewForm(c, WRONG_PREVIEW_TOKEN, 401);
    // Only a content path of this site: never a redirect elsewhere.
    const target =
      form.data.path === "/" || !mayBeContentPath(form.data.path) ? "/" : storedContentPath(form.data.path);
    const expires = String(Date.now() + PREVIEW_SECONDS * 1000);
    setCookie(c, COOKIE_NAMES.contentPreview, await signValue(c.env.SIGNING_SECRET, "content-preview", expires), {
      path: "/",
      httpOnly: true,
      secure: c.get("secureCookies"),
      sameSite: "Strict",
      maxAge: PREVIEW_SECONDS,
    });
    c.header("Cache-Control", "private, no-store");
    return c.redirect(target, 303);
  })
  .post("/end", (c) => {
    deleteCookie(c, COOKIE_NAMES.contentPreview, { path: "/", secure: c.get("secureCookies"), sameSite: "Strict" });
    c.header("Cache-Control", "private, no-store");
    return c.redirect("/admin/preview", 303);
  });
