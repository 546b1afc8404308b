/**
 * A content page (spec reviews-and-provider-page §2): its breadcrumb trail, title, lead
 * paragraph and blocks in the page's layout. An editor previewing sees a banner and what
 * visitors do not (empty columns: lead-capture-and-chrome §1).
 */
import type { ContentPage as ContentPageDocument } from "../../domain/content/content-blocks.ts";
import { pageHeadings } from "../../domain/content/content-headings.ts";
import type { Crumb } from "../../domain/navigation/breadcrumb-trail.ts";
import { Breadcrumbs } from "../app/Breadcrumbs.tsx";
import { PageLayout, type SiteChrome } from "../app/PageLayout.tsx";
import { Fill } from "../i18n/Fill.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import { BlockList } from "./BlockList.tsx";
import type { BlockContext } from "./block-context.ts";
import { ContentLayout } from "./ContentLayouts.tsx";
import { headingAnchors } from "./heading-anchors.ts";
import { editorTextLanguage } from "./page-words-language.ts";

export const EDITOR_PREVIEW_BANNER = "Editor preview";

export function ContentPage({
  chrome,
  page,
  crumbs,
  context,
}: {
  chrome: SiteChrome;
  page: ContentPageDocument;
  crumbs: readonly Crumb[];
  context: Omit<BlockContext, "key" | "anchors">;
}) {
  const { t, language } = useLanguage();
  const allBlocks = [...page.blocks];
  const pageContext = { ...context, anchors: headingAnchors(allBlocks) };
  return (
    <PageLayout chrome={chrome}>
      {context.editor ? (
        <p className="content-editor-banner" role="status">
          {EDITOR_PREVIEW_BANNER}
        </p>
      ) : null}
      <article className="container content-page">
        {/* A page with no ancestor page has no trail: it would name only itself. */}
        {language === "en" ? null : (
          // What an editor writes is in English: the Spanish page says so and links to the English one.
          <p className="content-language-notice" role="note">
            <Fill
              text={t.content.englishOnly.notice}
              parts={{
                link: (
                  <a href={context.pagePath} hrefLang="en">
                    {t.content.englishOnly.link}
                  </a>
                ),
              }}
            />
          </p>
        )}
        {crumbs.length > 1 ? <Breadcrumbs crumbs={crumbs} /> : null}
        <h1 className="content-heading content-heading-2xl" {...editorTextLanguage(language)}>
          {page.title}
        </h1>
        {page.intro ? (
          <p className="content-intro" {...editorTextLanguage(language)}>
            {page.intro}
          </p>
        ) : null}
        <ContentLayout layout={page.layout} headings={pageHeadings(allBlocks)} context={pageContext}>
          <BlockList blocks={page.blocks} context={pageContext} />
        </ContentLayout>
      </article>
    </PageLayout>
  );
}
