/**
 * The rules content blocks follow when they turn an editor's values into links and figures
 * (spec reviews-and-provider-page §2, §5 and lead-capture-and-chrome §5, §8): the link build
 * of call-to-action buttons, internal links, the JSON data of tables and charts, the allowed
 * image hosts and video embeds, and the state license split.
 */
/** spec: reviews-and-provider-page §3, link types default, tel, mailto, sms. */
export const LINK_TYPES = ["default", "tel", "mailto", "sms"] as const;

type LinkType = (typeof LINK_TYPES)[number];

/**
 * A path on this site: one slash, never followed by a second slash or a backslash (browsers read
 * '//host' and '/\host' as another site), and no whitespace, backslash or control character.
 */
export function isSitePathHref(value: string): boolean {
  return /^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(value);
}

/** An https address with a host, and no whitespace or backslash. */
export function isHttpsHref(value: string): boolean {
  return /^https:\/\/[^\s/\\?#]+([/?#][^\s\\]*)?$/.test(value);
}

/** An internal link loses '.html' and gets a trailing slash (reviews-and-provider-page §2); others stay. */
export function internalHref(url: string): string {
  if (!isSitePathHref(url)) return url;
  const match = /^([^?#]*)([?#].*)?$/.exec(url);
  let path = match?.[1] ?? url;
  const rest = match?.[2] ?? "";
  path = path.replace(/\.html$/, "");
  if (!path.endsWith("/")) path = `${path}/`;
  return `${path}${rest}`;
}

export const UNPARSEABLE_RELATED_URL = "Unparseable related-article URL";

/**
 * spec: reviews-and-provider-page §2, §8, a related-article tile's link: a site path loses
 * '.html' and gets its trailing slash; an https address must parse as a URL with a host. Null
 * for anything else (the tile is left out and the caller logs UNPARSEABLE_RELATED_URL).
 */
export function relatedArticleHref(url: string): string | null {
  const value = url.trim();
  if (isSitePathHref(value)) return URL.parse(value, "https://site.invalid") === null ? null : internalHref(value);
  if (!isHttpsHref(value)) return null;
  const parsed = URL.parse(value);
  return parsed !== null && parsed.protocol === "https:" && parsed.hostname !== "" ? value : null;
}

/**
 * spec: reviews-and-provider-page §5, link build: a non-empty url and a type among default,
 * tel, mailto, sms; anything else builds no link (null) and the caller logs it.
 * tel and sms take a US number (10 digits, or 11 with the leading 1) and become `+1...`.
 */
export function buildLink(type: string, url: string): string | null {
  const value = url.trim();
  if (value === "" || !(LINK_TYPES as readonly string[]).includes(type)) return null;
  switch (type as LinkType) {
    case "tel":
    case "sms": {
      // spec: reviews-and-provider-page §5, phone mask: digits only, the leading 1 of 11 digits dropped.
      let digits = value.replace(/\D/g, "");
      if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
      return digits.length === 10 ? `${type}:+1${digits}` : null;
    }
    case "mailto":
      return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value) ? `mailto:${value}` : null;
    case "default":
      if (isSitePathHref(value)) return internalHref(value);
      return isHttpsHref(value) ? value : null;
  }
}

export const JSON_NOT_ARRAY = "Invalid jsonData: provided JSON data is not an array";
export const JSON_MALFORMED = "please check your data is a properly formatted JSON Array";

/** spec: lead-capture-and-chrome §8, the data under `data`, or the message to log. */
export function parseJsonData(json: string): { rows: unknown[] } | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return { error: JSON_MALFORMED };
  }
  const data = typeof parsed === "object" && parsed !== null ? (parsed as { data?: unknown }).data : undefined;
  return Array.isArray(data) ? { rows: data } : { error: JSON_NOT_ARRAY };
}

/** A table's rows: objects of text or numbers; the columns are the keys in first-seen order. */
export function tableFromRows(rows: unknown[]): { columns: string[]; cells: string[][] } | null {
  const objects = rows.filter((row): row is Record<string, unknown> => typeof row === "object" && row !== null);
  if (objects.length === 0 || objects.length !== rows.length) return null;
  const columns = [...new Set(objects.flatMap((row) => Object.keys(row)))];
  const cells = objects.map((row) =>
    columns.map((column) => {
      const value = row[column];
      return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? String(value) : "";
    }),
  );
  return { columns, cells };
}

/** A bar chart's bars: `{label, value}` with a finite number; null when any row is not one. */
export function barsFromRows(rows: unknown[]): { label: string; value: number }[] | null {
  const bars = rows.map((row) => {
    if (typeof row !== "object" || row === null) return null;
    const { label, value } = row as { label?: unknown; value?: unknown };
    return typeof label === "string" && typeof value === "number" && Number.isFinite(value) ? { label, value } : null;
  });
  return bars.length > 0 && bars.every((bar) => bar !== null) ? (bars as { label: string; value: number }[]) : null;
}

/**
 * spec: lead-capture-and-chrome §5, images from an allow-listed host only. The site's own paths
 * are always allowed; these are the other origins (the brands' image hosts). The page's
 * Content-Security-Policy allows the same list (worker/middleware/security-headers.ts).
 */
export const CONTENT_IMAGE_ORIGINS = ["https://images.carefind.com", "https://images.seniorhousing.com"] as const;

export const INVALID_IMAGE_HOST = "Invalid host in image url";

/** Whether a content image may be shown: a site path, or an address on an allowed origin. */
export function isAllowedImageUrl(url: string): boolean {
  if (/^\/(?!\/)/.test(url)) return true;
  const parsed = URL.parse(url);
  return parsed !== null && (CONTENT_IMAGE_ORIGINS as readonly string[]).includes(parsed.origin);
}

/** The video hosts a content page may frame; the CSP's frame-src lists the same. */
export const VIDEO_EMBED_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;

/** Whether a video address may be framed (https on an allowed embed host). */
export function isEmbeddableVideo(url: string): boolean {
  const parsed = URL.parse(url);
  return (
    parsed !== null &&
    parsed.protocol === "https:" &&
    (VIDEO_EMBED_ORIGINS as readonly string[]).includes(parsed.origin) &&
    parsed.username === "" &&
    parsed.password === ""
  );
}

/**
 * spec: reviews-and-provider-page §5, state license text split on commas, semicolons, slashes
 * and ampersands, de-duplicated (ignoring case), 'state license' stripped.
 */
export function splitStateLicenses(text: string): string[] {
  const seen = new Set<string>();
  const licenses: string[] = [];
  for (const part of text.split(/[,;/&]/)) {
    const license = part
      .replace(/state licen[sc]e/gi, "")
      .replace(/\s+/g, " ")
      .trim();
    const key = license.toLowerCase();
    if (license === "" || seen.has(key)) continue;
    seen.add(key);
    licenses.push(license);
  }
  return licenses;
}
