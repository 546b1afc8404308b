/**
 * The operator's content pages (spec reviews-and-provider-page §2, lead-capture-and-chrome §1):
 *
 * - `PUT /admin/pages/{path}` (`?kind=fragment` for a fragment) stores a page document,
 *   `ContentPageInput`, checked with contentPageSchema: a 400 names the block and the field
 *   (`blocks[3] (faq): items[0].answer: ...`) and stores nothing; a 200 answers the stored,
 *   normalised document (defaults filled in).
 * - `GET /admin/pages` lists `{path, kind, title, updated_at}`; `GET /admin/pages/{path}` reads
 *   one; `DELETE /admin/pages/{path}` removes it.
 *
 * `{path}` is the page's address without the slashes at its ends: `/admin/pages/about/reviews_faq`
 * stores '/about/reviews_faq/'. Pages are read from D1 on every visit, so a save shows at once.
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { $ZodIssue } from "zod/v4/core";
import { normalisedScopePath } from "../../domain/cache/cache-scopes.ts";
import { type ContentPage, contentPageSchema } from "../../domain/content/content-blocks.ts";
import {
  CONTENT_KINDS,
  type ContentKind,
  contentLocationSchema,
  storedContentPath,
} from "../../domain/content/content-paths.ts";
import { bumpGeneration } from "../cache/cache-generations.ts";
import {
  type ContentPageSummary,
  deleteContentPage,
  listContentPages,
  readContentPage,
  saveContentPage,
} from "../content/content-page-store.ts";
import type { AppEnv } from "../env.ts";
import { bodyKind } from "../middleware/content-type.ts";
import { fieldProblems } from "../middleware/validate.ts";

export interface ContentPageResponse {
  path: string;
  kind: (typeof CONTENT_KINDS)[number];
  updated_at: string;
  page: ContentPage;
}

/** `items[0].answer` from a zod path, the way an editor reads the document. */
function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, part) => {
    if (typeof part === "number") return `${text}[${part}]`;
    return text ? `${text}.${String(part)}` : String(part);
  }, "");
}

/** spec (issue brief): a problem inside a block names the block's index and type, then the field. */
function issueText(issue: $ZodIssue, input: unknown): string {
  const [first, index, ...rest] = issue.path;
  if (first === "blocks" && typeof index === "number") {
    const blocks = (input as { blocks?: unknown }).blocks;
    const block = Array.isArray(blocks) ? (blocks[index] as { type?: unknown } | undefined) : undefined;
    const type = typeof block?.type === "string" ? block.type.slice(0, 40) : "unknown type";
    const field = rest.length > 0 ? `${pathText(rest)}: ` : "";
    return `blocks[${index}] (${type}): ${field}${issue.message}`;
  }
  return `${pathText(issue.path) || "(body)"}: ${issue.message}`;
}

const kindSchema = z.strictObject({ kind: z.enum(CONTENT_KINDS).default("page") });

/** The stored path and kind of the request, or the 400 naming `path` (or `kind`). */
function location(c: Context<AppEnv>) {
  const kind = kindSchema.safeParse({ ...(c.req.query("kind") !== undefined ? { kind: c.req.query("kind") } : {}) });
  if (!kind.success) return { error: c.json({ error: "Invalid query: kind: use page or fragment" }, 400) } as const;
  const raw = c.req.param("path") ?? "";
  const parsed = contentLocationSchema.safeParse({ path: storedContentPath(raw), kind: kind.data.kind });
  if (!parsed.success) {
    const problems = fieldProblems(parsed.error);
    return { error: c.json({ error: `Invalid path: ${problems[0]?.message ?? "invalid"}`, problems }, 400) } as const;
  }
  return { value: parsed.data } as const;
}

function answer(stored: { path: string; kind: (typeof CONTENT_KINDS)[number]; updatedAt: string; page: ContentPage }) {
  return { path: stored.path, kind: stored.kind, updated_at: stored.updatedAt, page: stored.page };
}

/**
 * An edit shows at once (docs/page-cache.md): a page's path and the pages under it (whose trail
 * names it) leave the page cache; a fragment may be inside any page, so everything does.
 */
async function takeOutOfPageCache(c: Context<AppEnv>, path: string, kind: ContentKind): Promise<void> {
  await bumpGeneration(c.env.CACHE, kind === "fragment" ? "all" : `path:${normalisedScopePath(path)}`);
}

export const contentPagesAdmin = new Hono<AppEnv>()
  .get("/", async (c) => c.json<{ pages: ContentPageSummary[] }>({ pages: await listContentPages(c.env.DB) }))
  .get("/:path{.+}", async (c) => {
    const place = location(c);
    if ("error" in place) return place.error;
    const stored = await readContentPage(c.env.DB, place.value.path, place.value.kind);
    if (!stored) return c.json({ error: `No ${place.value.kind} at ${place.value.path}` }, 404);
    return c.json<ContentPageResponse>(answer(stored));
  })
  .put("/:path{.+}", async (c) => {
    const place = location(c);
    if ("error" in place) return place.error;
    if (bodyKind(c.req.header("Content-Type")) !== "json") {
      return c.json({ error: "Send the page as JSON, with Content-Type: application/json" }, 415);
    }
    let input: unknown;
    try {
      input = await c.req.json();
    } catch {
      return c.json({ error: "Invalid body: not JSON" }, 400);
    }
    const parsed = contentPageSchema.safeParse(input);
    if (!parsed.success) {
      const messages = parsed.error.issues.map((issue) => issueText(issue, input));
      return c.json({ error: `Invalid page: ${messages[0] ?? "invalid"}`, problems: messages }, 400);
    }
    const stored = await saveContentPage(c.env.DB, { ...place.value, page: parsed.data, updatedBy: "admin" });
    await takeOutOfPageCache(c, place.value.path, place.value.kind);
    console.log(`admin: content ${place.value.kind} ${place.value.path} saved`);
    return c.json<ContentPageResponse>(answer(stored));
  })
  .delete("/:path{.+}", async (c) => {
    const place = location(c);
    if ("error" in place) return place.error;
    const deleted = await deleteContentPage(c.env.DB, place.value.path);
    if (!deleted) return c.json({ error: `Nothing stored at ${place.value.path}` }, 404);
    await takeOutOfPageCache(c, place.value.path, place.value.kind);
    console.log(`admin: content ${place.value.path} deleted`);
    return c.json({ deleted: place.value.path });
  });
