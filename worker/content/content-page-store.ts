/**
 * Content pages in D1 (migration 0017): one row per path with its normalised JSON document.
 * A stored document that no longer matches the schema reads as missing (and is logged), never
 * as an error on a visitor's page.
 */
import { type ContentPage, contentPageSchema } from "../../domain/content/content-blocks.ts";
import type { ContentKind } from "../../domain/content/content-paths.ts";

export interface StoredContentPage {
  path: string;
  kind: ContentKind;
  page: ContentPage;
  updatedAt: string;
}

export interface ContentPageSummary {
  path: string;
  kind: ContentKind;
  title: string;
  updated_at: string;
}

interface Row {
  path: string;
  kind: ContentKind;
  document: string;
  updated_at: string;
}

function fromRow(row: Row): StoredContentPage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.document);
  } catch {
    parsed = undefined;
  }
  const result = contentPageSchema.safeParse(parsed);
  if (!result.success) {
    console.error(`content page ${row.path} no longer matches its schema; treated as missing`);
    return null;
  }
  return { path: row.path, kind: row.kind, page: result.data, updatedAt: row.updated_at };
}

const SELECT = "SELECT path, kind, document, updated_at FROM content_pages";

/** The page or fragment at a path, of the kind asked for; null when there is none. */
export async function readContentPage(
  db: D1Database,
  path: string,
  kind: ContentKind,
): Promise<StoredContentPage | null> {
  const row = await db.prepare(`${SELECT} WHERE path = ? AND kind = ?`).bind(path, kind).first<Row>();
  return row ? fromRow(row) : null;
}

/** Several stored documents at once (a page's breadcrumb ancestors), in one query. */
export async function readContentPages(
  db: D1Database,
  paths: readonly string[],
  kind: ContentKind,
): Promise<StoredContentPage[]> {
  if (paths.length === 0) return [];
  const marks = paths.map(() => "?").join(", ");
  const { results } = await db
    .prepare(`${SELECT} WHERE kind = ? AND path IN (${marks})`)
    .bind(kind, ...paths)
    .all<Row>();
  return results.flatMap((row) => fromRow(row) ?? []);
}

/** Every stored page and fragment, for the operator's list. */
export async function listContentPages(db: D1Database): Promise<ContentPageSummary[]> {
  const { results } = await db
    .prepare(
      "SELECT path, kind, json_extract(document, '$.title') AS title, updated_at FROM content_pages ORDER BY path",
    )
    .all<ContentPageSummary>();
  return results;
}

/** Creates or replaces the document at a path (a path changes kind only by being replaced). */
export async function saveContentPage(
  db: D1Database,
  input: { path: string; kind: ContentKind; page: ContentPage; updatedBy: string },
): Promise<StoredContentPage> {
  const row = await db
    .prepare(
      `INSERT INTO content_pages (path, kind, document, updated_by) VALUES (?, ?, ?, ?)
       ON CONFLICT (path) DO UPDATE SET kind = excluded.kind, document = excluded.document,
         updated_by = excluded.updated_by, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       RETURNING updated_at`,
    )
    .bind(input.path, input.kind, JSON.stringify(input.page), input.updatedBy)
    .first<{ updated_at: string }>();
  return { path: input.path, kind: input.kind, page: input.page, updatedAt: row?.updated_at ?? "" };
}

/** Deletes the document at a path; whether there was one. */
export async function deleteContentPage(db: D1Database, path: string): Promise<boolean> {
  const result = await db.prepare("DELETE FROM content_pages WHERE path = ?").bind(path).run();
  return result.meta.changes > 0;
}
