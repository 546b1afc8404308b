/**
 * The HTML document around every page: language, viewport, title, description, canonical
 * URL, the page's JSON-LD, the stylesheet, the serialised page state and the hydration script.
 *
 * The head's start (the document's opening, charset, viewport and stylesheet) needs nothing but
 * the brand, the flags and the build's assets: a page whose data takes time sends it first
 * (`documentHeadStart`), so the browser fetches the stylesheet while the Worker reads the data,
 * and the Document renders the rest (`headStartSent`).
 *
 * The scripts are asked for only once the page has painted (`scriptsAfterFirstPaint`): the
 * page reads and its links work without them (the islands hydrate after load, a click before
 * that is held and replayed: ui/app/entry-client.tsx), so on a phone's connection the document,
 * the stylesheet and the largest image have the bandwidth to themselves until the first paint.
 */
import type { ReactNode } from "react";
import type { Brand } from "../../domain/brands/brands.ts";
import type { FlagValues } from "../../domain/flags/feature-flags.ts";
import { enabledFlags } from "../../domain/flags/feature-flags.ts";
import { LANGUAGE_FACTS, LANGUAGES, type Language } from "../../domain/i18n/languages.ts";
import { hasLanguages, localizedPath } from "../../domain/i18n/paths.ts";
import { jsonForScript } from "../../domain/json-script.ts";
import { IslandWordsProvider } from "../../ui/app/island-words.tsx";
import { PAGE_STATE_ELEMENT_ID, type PageState } from "../../ui/app/page-state.ts";
import type { AssetManifest } from "./assets.ts";

interface DocumentHead {
  title: string;
  description: string;
  /** Scheme and host of the page's canonical URL and its alternates. */
  origin: string;
  /** The English path (and query) of the page's canonical URL (worker/ssr/render.tsx, PageRender). */
  canonicalPath: string;
  /** Pages that must stay out of search engines (errors, thank-you pages). */
  noindex?: boolean;
  /** The language of the page's content when it is not the page's (worker/ssr/render.tsx, PageRender). */
  contentLanguage?: Language;
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
  language: Language;
  assets: AssetManifest;
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
 * The classic inline script that, once the browser reports the page's first paint (a `paint`
 * performance entry; the load event if that never comes, as in a browser without paint timing),
 * adds the entry module and a modulepreload for each chunk it imports, so they load side by
 * side. Its text is the same on every page of a build, so the CSP allows it by its hash
 * (worker/middleware/security-headers.ts), and the module it adds is our own origin's; the URLs
 * are the build's, embedded as escaped JSON. A paint entry is no timer:
 * a page whose clock is held (a test's, a frozen tab's) still gets its scripts.
 *
 * The entry goes first, and each modulepreload in a task of its own after it: starting a request
 * costs the main thread 1 to 20 ms on a slow machine, so thirteen in one task made a long task of
 * their own (20 to 60 ms unthrottled, multiplied by a phone's slower CPU). A held clock holds only
 * the preloads; the entry still fetches the chunks it imports itself.
 */
export function scriptsAfterFirstPaint(assets: Pick<AssetManifest, "entry" | "preload">): string {
  let script = loaders.get(assets);
  if (script === undefined) {
    script = loaderScript(assets);
    loaders.set(assets, script);
  }
  return script;
}

/** The loader per build manifest: one text for every page of the build. */
const loaders = new WeakMap<object, string>();

function loaderScript(assets: Pick<AssetManifest, "entry" | "preload">): string {
  const urls = jsonForScript({ entry: assets.entry, preload: assets.preload });
  return [
    `(function(){var d=document,a=${urls},done=0;`,
    "function go(){if(done++)return;",
    'var s=d.createElement("script");s.type="module";s.src=a.entry;d.body.appendChild(s);',
    'a.preload.forEach(function(h){setTimeout(function(){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)},0)})}',
    'try{new PerformanceObserver(function(l,o){o.disconnect();go()}).observe({type:"paint",buffered:true})}catch(e){go()}',
    'addEventListener("load",go)})()',
  ].join("");
}

/**
 * The document's first bytes, the same elements and attributes the Document renders when it
 * renders the head whole: doctype, `<html>` with the brand and the features, charset, viewport
 * and the stylesheet. The Document's own output up to its `<head>` is then dropped
 * (`afterHeadOpening`).
 */
export function documentHeadStart(brand: Brand, flags: FlagValues, language: Language, assets: AssetManifest): string {
  const features = enabledFlags(flags).join(" ");
  return [
    `<!DOCTYPE html><html lang="${language}" data-brand="${attribute(brand.id)}"`,
    features ? ` data-features="${attribute(features)}"` : "",
    `><head><meta charSet="utf-8"/><meta name="viewport" content="${VIEWPORT}"/>`,
    `<link rel="stylesheet" href="${attribute(assets.css)}"/>`,
  ].join("");
}

/**
 * The page's address in each language, and `x-default` (English) for a visitor whose language
 * is neither: search engines show the family the page in their own language. Pages kept out of
 * search engines, and paths that have no Spanish page, list none.
 */
function alternates(head: DocumentHead): { hrefLang: string; href: string }[] {
  if (head.noindex || head.contentLanguage || !hasLanguages(head.canonicalPath.split("?")[0] ?? "")) return [];
  const links = LANGUAGES.map((language) => ({
    hrefLang: language,
    href: `${head.origin}${localizedPath(head.canonicalPath, language)}`,
  }));
  return [...links, { hrefLang: "x-default", href: `${head.origin}${localizedPath(head.canonicalPath, "en")}` }];
}

/**
 * The page itself as schema.org reads it, in its language: every indexed page carries it, so
 * structured data says which language a page is in (`inLanguage`) and which page it is.
 */
function webPageJsonLd(head: DocumentHead, language: Language, url: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    url,
    name: head.title,
    description: head.description,
    inLanguage: LANGUAGE_FACTS[language].locale,
  };
}

export function Document({ head, brand, flags, language, assets, state, headStartSent, children }: DocumentProps) {
  // A page whose content is in another language is that language's page, in this one's frame.
  const translated = head.contentLanguage === undefined || head.contentLanguage === language;
  const canonicalUrl = `${head.origin}${localizedPath(head.canonicalPath, head.contentLanguage ?? language)}`;
  const jsonLd =
    head.noindex || !translated
      ? (head.jsonLd ?? [])
      : [webPageJsonLd(head, language, canonicalUrl), ...(head.jsonLd ?? [])];
  return (
    <html lang={language} data-brand={brand.id} data-features={enabledFlags(flags).join(" ") || undefined}>
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
        <link rel="canonical" href={canonicalUrl} />
        {alternates(head).map((link) => (
          <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
        ))}
        {jsonLd.map((block, index) => (
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
        {headStartSent ? null : <link rel="stylesheet" href={assets.css} />}
      </head>
      <body>
        <IslandWordsProvider value={assets.islandWords}>{children}</IslandWordsProvider>
        <script
          id={PAGE_STATE_ELEMENT_ID}
          type="application/json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonForScript escapes every character that could end the element.
          dangerouslySetInnerHTML={{ __html: jsonForScript(state) }}
        />
        <script
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's URLs as escaped JSON (scriptsAfterFirstPaint).
          dangerouslySetInnerHTML={{ __html: scriptsAfterFirstPaint(assets) }}
        />
      </body>
    </html>
  );
}
