/**
 * Renders a page: React 19 inside the request's own jotai store, wrapped in the document shell,
 * as one string (`renderToString`). Every page's data is read before its render starts, so the
 * render never waits and a streaming render would send the same bytes at the same moment; the
 * string renderer just costs far less: React's stream renderer turns every piece of markup (a
 * tag's name, an attribute, a text node) into bytes on its own, thousands of times a page, where
 * the string renderer joins them and the runtime encodes the page once (3.5 ms less CPU on a geo
 * state page, docs/benchmarks/README.md). A page that fails to render becomes the branded 500 page,
 * with no stack or message from the error in it.
 *
 * Head first: a route that hands `renderPage` a loader instead of a page answers at once with
 * the head's start (worker/ssr/Document.tsx `documentHeadStart`), before any data is read, and
 * the rest of the page, complete HTML for everyone, follows once the loader has it. Such a route
 * has settled its status first (a missing provider is a 404 before anything is sent).
 */
import type { Context } from "hono";
import { Provider } from "jotai";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { BRANDS, type Brand } from "../../domain/brands/brands.ts";
import { CHAT_TIMING } from "../../domain/chat/chat-timing.ts";
import { FLAG_DEFAULTS, type FlagValues } from "../../domain/flags/feature-flags.ts";
import type { UsTimeZone } from "../../domain/geo/us-time-zones.ts";
import { messagesFor } from "../../domain/i18n/catalogue.ts";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_FACTS,
  LANGUAGES,
  type Language,
  otherLanguage,
} from "../../domain/i18n/languages.ts";
import { localizedPath, readPublicPath } from "../../domain/i18n/paths.ts";
import { ErrorPage, errorPageTitle } from "../../ui/app/ErrorPage.tsx";
import { Island } from "../../ui/app/Island.tsx";
import type { SiteChrome } from "../../ui/app/PageLayout.tsx";
import { createSeededStore, type PageSeed } from "../../ui/app/page-seed.ts";
import { type ChatPageProvider, chatAssistantProps } from "../../ui/chat/chat-mount.ts";
import { type PageLanguage, PageLanguageProvider, pageLanguage } from "../../ui/i18n/page-language.tsx";
import type { InquiryPageContext } from "../../ui/inquiry/inquiry-config.ts";
import { inquiryPageContext } from "../../ui/inquiry/inquiry-page.ts";
import type { AppEnv, Visitor } from "../env.ts";
import { languageChoiceHref } from "../visitor/language-route.ts";
import { assets } from "./assets.ts";
import { Document, documentHeadStart } from "./Document.tsx";

/** The brand's own origin, for canonical URLs and structured data (worker/middleware/brand-origin.ts). */
export { brandOrigin } from "../middleware/brand-origin.ts";

export interface PageRender {
  status?: 200 | 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 500;
  title: string;
  description: string;
  /**
   * English path (and query, when it names the content) of the page's canonical URL; the
   * Document writes it in the page's language and links the page in the other one.
   */
  canonicalPath: string;
  noindex?: boolean;
  /**
   * The language the page's own content is written in, when it is not the page's: a content
   * page exists only in English, so its Spanish address names the English page as canonical
   * and links no alternates (docs/languages.md).
   */
  contentLanguage?: Language;
  /**
   * Scheme and host of the canonical URL; the request's own when absent. Pages that search
   * engines index pass the brand's own origin (`brandOrigin`).
   */
  canonicalOrigin?: string;
  /** JSON-LD blocks for the document head. */
  jsonLd?: readonly object[];
  /** Atom values the page renders with; serialised for the browser's store. */
  seed?: PageSeed;
  /** The provider a provider page is about, for the chat assistant to ask about (docs/chat-assistant.md). */
  chatProvider?: ChatPageProvider;
  body: ReactNode;
}

/** Each language's catalogue as the page's components read it, made once per isolate. */
const PAGE_LANGUAGES = Object.fromEntries(
  LANGUAGES.map((language) => [language, pageLanguage(language, messagesFor(language))]),
) as Record<Language, PageLanguage>;

/** The request's language as the pages read it: catalogue, locale, paths (ui/i18n/page-language.tsx). */
export function languageOf(c: Context<AppEnv>): PageLanguage {
  const language: Language | undefined = c.get("language");
  return PAGE_LANGUAGES[language ?? DEFAULT_LANGUAGE];
}

/**
 * Brand, flags and language of the request. The error page can be rendered for a request that
 * failed before the middleware ran, so each falls back to its default.
 */
function requestLook(c: Context<AppEnv>) {
  const brand: Brand | undefined = c.get("brand");
  const flags: FlagValues | undefined = c.get("flags");
  return { brand: brand ?? BRANDS.default, flags: flags ?? FLAG_DEFAULTS, language: languageOf(c) };
}

/**
 * What this request's page hands its inquiry forms: the advisor line, the brand, the visitor,
 * the tracking values of the address, the tour times open now (on `timeZone`'s clock, the
 * advisors' unless told), and where on the site the forms are (`source`).
 */
export function inquiryPageFor(
  c: Context<AppEnv>,
  source: string,
  now: Date = new Date(),
  timeZone?: UsTimeZone,
): InquiryPageContext {
  return inquiryPageContext({
    advisorPhone: c.env.ADVISOR_PHONE,
    advisorTitle: requestLook(c).brand.advisorTitle,
    url: c.req.url,
    source,
    now,
    ...(timeZone ? { timeZone } : {}),
  });
}

/** The English path and query of one of the site's addresses (`/es/buscar/?x` is `/search/?x`). */
function englishAddress(address: string): string {
  const url = new URL(address, "https://same-site.invalid");
  return `${readPublicPath(url.pathname).path}${url.search}`;
}

/**
 * Brand, advisor phone and year: what the header and footer of every page need; and, until the
 * visitor has made a cookie choice, the consent banner's state (the consent in force and the
 * page to come back to after the banner's form post). A page whose address may carry what a
 * family typed names its own clean address as `returnTo`, so the banner never repeats it.
 */
export function siteChrome(c: Context<AppEnv>, options: { returnTo?: string } = {}): SiteChrome {
  const visitor: Visitor | undefined = c.get("visitor");
  const url = new URL(c.req.url);
  // A page answering a post comes back to the home page: its own address answers posts only.
  const here = `${url.pathname}${url.search}`;
  const returnTo = options.returnTo ?? (c.req.method === "GET" && here.length <= 2000 ? here : "/");
  const consentBanner =
    visitor && !visitor.consentChosen
      ? { consent: visitor.consent, returnTo, globalPrivacyControl: visitor.globalPrivacyControl }
      : null;
  const other = otherLanguage(languageOf(c).language);
  return {
    brand: requestLook(c).brand,
    otherLanguage: {
      language: other,
      name: LANGUAGE_FACTS[other].name,
      long: messagesFor(other).chrome.language.linkLong,
      href: languageChoiceHref(localizedPath(englishAddress(returnTo), other)),
    },
    advisorPhone: c.env.ADVISOR_PHONE,
    year: new Date().getUTCFullYear(),
    consentBanner,
  };
}

/**
 * The chat assistant's mount point, on every page of a visitor who has the hubspot-chat flag
 * (docs/chat-assistant.md): an empty island whose code loads at the visitor's first interaction
 * or when the widget is due (5 s), so it adds nothing to the page's initial JavaScript. Without
 * the flag, nothing of the chat is on the page.
 */
function chatMount(c: Context<AppEnv>, provider: ChatPageProvider | undefined): ReactNode {
  const { brand, flags } = requestLook(c);
  const visitor: Visitor | undefined = c.get("visitor");
  if (!flags["hubspot-chat"] || !visitor) return null;
  const props = chatAssistantProps({
    t: languageOf(c).t,
    brand,
    advisorPhone: c.env.ADVISOR_PHONE,
    provider: provider ?? null,
  });
  return <Island name="ChatAssistant" props={props} hydrate="interaction" wakeAfterMs={CHAT_TIMING.popOutMs} />;
}

/** How React's server HTML opens a Suspense boundary it left for the browser to render. */
const CLIENT_RENDERED_PART = "<!--$!-->";

/** The page's whole document; with `headStartSent`, the Document leaves out what the head's start sent. */
function renderDocument(c: Context<AppEnv>, page: PageRender, headStartSent = false): string {
  const { brand, flags, language } = requestLook(c);
  const visitor: Visitor | undefined = c.get("visitor");
  const seed: PageSeed = { featureFlags: flags, inquirySubmitted: visitor?.inquirySubmitted ?? false, ...page.seed };
  const store = createSeededStore(seed);
  const origin = page.canonicalOrigin ?? new URL(c.req.url).origin;
  const html = renderToString(
    <Provider store={store}>
      <PageLanguageProvider value={language}>
        <Document
          head={{
            title: `${page.title} | ${brand.siteName}`,
            description: page.description,
            origin,
            canonicalPath: page.canonicalPath,
            ...(page.noindex ? { noindex: true } : {}),
            ...(page.contentLanguage ? { contentLanguage: page.contentLanguage } : {}),
            ...(page.jsonLd ? { jsonLd: page.jsonLd } : {}),
          }}
          brand={brand}
          flags={flags}
          language={language.language}
          assets={assets}
          state={{ seed }}
          headStartSent={headStartSent}
        >
          {page.body}
          {chatMount(c, page.chatProvider)}
        </Document>
      </PageLanguageProvider>
    </Provider>,
  );
  // React marks a part it left to the browser (it suspended, or failed): every page renders
  // from data its route read first, so that is a bug to see, not a page to stream.
  if (html.includes(CLIENT_RENDERED_PART)) {
    console.error(
      `page render: a part of ${new URL(c.req.url).pathname} waited on data or failed and shows its fallback`,
    );
  }
  return `<!DOCTYPE html>${html}`;
}

const HTML = { "Content-Type": "text/html; charset=UTF-8" };

/** Reads a page's data and says what to render; called after the head's start went out. */
export type PageLoader = () => Promise<PageRender>;

/**
 * Answers 200 at once with the head's start, then the page the loader builds, without the
 * document's opening up to `<head>`, which the head's start already sent. A loader (or a render)
 * that fails after the head went out can no longer change the status: the page becomes the 500
 * page's content (noindex), and the failure is logged.
 */
function renderHeadFirst(c: Context<AppEnv>, load: PageLoader): Response {
  const { brand, flags, language } = requestLook(c);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(documentHeadStart(brand, flags, language.language, assets)));
    },
    async pull(controller) {
      let html: string;
      try {
        html = renderDocument(c, await load(), true);
      } catch (error) {
        console.error("head-first page failed after its head went out; answering the 500 page's content", error);
        html = renderDocument(c, errorPage(c, 500), true);
      }
      const opening = html.indexOf("<head>");
      if (opening === -1) console.error("head-first page: no <head> in the rendered document; sent as rendered");
      controller.enqueue(encoder.encode(opening === -1 ? html : html.slice(opening + "<head>".length)));
      controller.close();
    },
  });
  return c.body(body, 200, HTML);
}

/**
 * Renders a page; when it cannot render, the branded 500 page instead. Given a loader,
 * the head's start goes out before the loader reads anything (`renderHeadFirst`).
 */
export async function renderPage(c: Context<AppEnv>, page: PageRender | PageLoader): Promise<Response> {
  if (typeof page === "function") return renderHeadFirst(c, page);
  try {
    return c.body(renderDocument(c, page), page.status ?? 200, HTML);
  } catch (error) {
    console.error("page failed to render; answering the 500 page", error);
    return renderErrorPage(c, 500);
  }
}

function errorPage(c: Context<AppEnv>, status: 404 | 500): PageRender {
  const title = errorPageTitle(languageOf(c).t, status);
  return {
    status,
    title,
    description: title,
    canonicalPath: c.req.path,
    noindex: true,
    body: <ErrorPage chrome={siteChrome(c)} status={status} />,
  };
}

/** The branded 404 or 500 page; plain text only if even that cannot render. */
export async function renderErrorPage(c: Context<AppEnv>, status: 404 | 500): Promise<Response> {
  try {
    return c.body(renderDocument(c, errorPage(c, status)), status, HTML);
  } catch (error) {
    console.error("error page failed to render", error);
    return c.text(languageOf(c).t.chrome.errors[status].heading, status);
  }
}
