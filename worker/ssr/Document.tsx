/**
 * The HTML document around every page: language, viewport, title, description, canonical
 * URL, the page's JSON-LD, the stylesheet, the serialised page state and the hydration script (both carrying the
 * request's CSP nonce).
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
  children: ReactNode;
}

export function Document({ head, brand, flags, assets, nonce, state, children }: DocumentProps) {
  return (
    <html lang="en" data-brand={brand.id} data-features={enabledFlags(flags).join(" ") || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
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
        <link rel="stylesheet" href={assets.css} />
        {assets.preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
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
        <script type="module" src={assets.entry} nonce={nonce} />
      </body>
    </html>
  );
}
