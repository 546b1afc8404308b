/**
 * The HTML document around every page: language, viewport, title, description, canonical
 * URL, the page's JSON-LD, the stylesheet, the serialised page state and the hydration script (both carrying the
 * request's CSP nonce).
 *
 * The head's start (the document's opening, charset, viewport, stylesheet and script preloads)
 * needs nothing but the brand, the flags and the build's assets: a page whose data takes time
 * sends it first (`documentHeadStart`), so the browser fetches the stylesheet and the scripts
 * while the Worker reads the data, and the Document renders the rest (`headStartSent`).
 */
import type { ReactNode } from "react";
import type { Brand } from "../../domain/brands/brands.ts";
import type { FlagValues } from "../../domain/flags/feature-flags.ts";
import { enabledFlags } from "../../domain/flags/feature-flags.ts";
import { jsonForScript } from "../../domain/json-script.ts";
import { PAGE_STATE_ELEMENT_ID, type PageState } from "../../ui/app/page-state.ts";
import type { AssetManifest } from "./assets.ts";

interface DocumentHead {
  title: string;
  description: string;
  canonicalUrl: string;
  /** Pages that must stay out of search engines (errors, thank-you pages). */
  noindex?: boolean;
  /**
   * Structured data for search engines, one JSON-LD block each. A data block is never run, so
   * the script policy does not apply to it and it carries no nonce.
   */
  jsonLd?: readonly object[];
}

interface DocumentProps {
  head: DocumentHead;
  brand: Brand;
  flags: FlagValues;
  assets: AssetManifest;
  /** The request's CSP nonce; absent only where no policy was set, so none asks for one. */
  nonce?: string | undefined;
  state: PageState;
  /** The head's start went out already (`documentHeadStart`): the Document leaves it out. */
  headStartSent?: boolean;
  children: ReactNode;
}

const VIEWPORT = "width=device-width, initial-scale=1";

/** Text for a double-quoted attribute value: the values here are the build's and the brand's, escaped all the same. */
function attribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/**
 * The document's first bytes, the same elements and attributes the Document renders when it
 * renders the head whole: doctype, `<html>` with the brand and the features, charset, viewport,
 * the stylesheet and the script preloads. The Document's own output up to its `<head>` is then
 * dropped (`afterHeadOpening`).
 */
export function documentHeadStart(brand: Brand, flags: FlagValues, assets: AssetManifest): string {
  const features = enabledFlags(flags).join(" ");
  return [
    `<!DOCTYPE html><html lang="en" data-brand="${attribute(brand.id)}"`,
    features ? ` data-features="${attribute(features)}"` : "",
    `><head><meta charSet="utf-8"/><meta name="viewport" content="${VIEWPORT}"/>`,
    `<link rel="stylesheet" href="${attribute(assets.css)}"/>`,
    ...assets.preload.map((href) => `<link rel="modulepreload" href="${attribute(href)}" fetchPriority="low"/>`),
  ].join("");
}

export function Document({ head, brand, flags, assets, nonce, state, headStartSent, children }: DocumentProps) {
  return (
    <html lang="en" data-brand={brand.id} data-features={enabledFlags(flags).join(" ") || undefined}>
      <head>
        {headStartSent ? null : (
          <>
            <meta charSet="utf-8" />
            <meta name="viewport" content={VIEWPORT} />
          </>
        )}
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.noindex ? <meta name="robots" content="noindex" /> : null}
        <link rel="canonical" href={head.canonicalUrl} />
        {(head.jsonLd ?? []).map((block, index) => (
          <script
            // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are fixed for the page and never reorder.
            key={index}
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonForScript escapes every character that could end the element.
            dangerouslySetInnerHTML={{ __html: jsonForScript(block) }}
          />
        ))}
        <meta name="theme-color" content={brand.theme.colors.primary} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {headStartSent ? null : (
          <>
            <link rel="stylesheet" href={assets.css} />
            {assets.preload.map((href) => (
              <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
            ))}
          </>
        )}
      </head>
      <body>
        {children}
        <script
          id={PAGE_STATE_ELEMENT_ID}
          type="application/json"
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonForScript escapes every character that could end the element.
          dangerouslySetInnerHTML={{ __html: jsonForScript(state) }}
        />
        <script type="module" src={assets.entry} nonce={nonce} fetchPriority="low" />
      </body>
    </html>
  );
}
