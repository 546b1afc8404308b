/**
 * Reads near every visitor (D1 read replication, docs/d1-sessions.md): each request's queries
 * run in one D1 session, which may read from a replica near the Worker. After a write (any
 * request but GET and HEAD) the session's bookmark goes back in a cookie; the visitor's next
 * requests start their session from it, so a replica answers them only once it holds that
 * write: a family who sent an inquiry or a review reads their own write. Without the cookie (or
 * with one that is not a bookmark) a session starts "first-unconstrained", anywhere.
 *
 * Routes keep reading `c.env.DB`: for the request it is the session, behind the D1Database shape
 * (`exec`, which has no session form, and `withSession` go to the database itself).
 */
import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import { COOKIE_NAMES } from "../../domain/visitor/cookie-names.ts";
import type { AppEnv } from "../env.ts";
import { writeCookie } from "./cookies.ts";

/** A D1 bookmark as D1 writes them: four dash-separated hex fields. */
const BOOKMARK = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/);

/** How long a bookmark is kept: replicas catch up within seconds; a few minutes covers the visit's next pages. */
export const BOOKMARK_MAX_AGE_SECONDS = 10 * 60;

/** One request's D1 session with the D1Database shape the routes and stores take. */
class SessionDatabase implements D1Database {
  constructor(
    private readonly session: D1DatabaseSession,
    private readonly database: D1Database,
  ) {}
  prepare(query: string): D1PreparedStatement {
    return this.session.prepare(query);
  }
  batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    return this.session.batch<T>(statements);
  }
  exec(query: string): Promise<D1ExecResult> {
    return this.database.exec(query);
  }
  withSession(constraintOrBookmark?: D1SessionBookmark | D1SessionConstraint): D1DatabaseSession {
    return this.database.withSession(constraintOrBookmark);
  }
  dump(): Promise<ArrayBuffer> {
    return this.database.dump();
  }
  /** Where this request's queries left the database; null before its first query. */
  bookmark(): D1SessionBookmark | null {
    return this.session.getBookmark();
  }
}

export const d1Session: MiddlewareHandler<AppEnv> = async (c, next) => {
  const database = c.env.DB instanceof SessionDatabase ? null : c.env.DB;
  // A request the app makes again for itself (the page cache's refresh) keeps the session it has.
  if (database === null) return next();
  const kept = BOOKMARK.safeParse(getCookie(c, COOKIE_NAMES.d1Bookmark));
  const session = new SessionDatabase(database.withSession(kept.success ? kept.data : "first-unconstrained"), database);
  c.env = { ...c.env, DB: session };
  await next();
  const wrote = c.req.method !== "GET" && c.req.method !== "HEAD";
  const bookmark = session.bookmark();
  if (wrote && bookmark !== null && bookmark !== (kept.success ? kept.data : null)) {
    writeCookie(c, COOKIE_NAMES.d1Bookmark, bookmark, {
      readableByScript: false,
      maxAgeSeconds: BOOKMARK_MAX_AGE_SECONDS,
    });
  }
};
