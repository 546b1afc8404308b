/**
 * The page layouts of spec reviews-and-provider-page §2 (domain/content/content-blocks.ts
 * pageLayoutSchema) around a page's main blocks: one column; a left rail that collapses behind
 * its button on phones; a side rail of call-to-action links above the page's inquiry form; a
 * sidebar left or right; the page's headings as a jump list above (horizontal) or beside
 * (vertical) the content. All of it is HTML and CSS: the rail's button is a <details>.
 */
import type { ReactNode } from "react";
import type { PageLayout } from "../../domain/content/content-blocks.ts";
import type { PageHeading } from "../../domain/content/content-headings.ts";
import { Island } from "../app/Island.tsx";
import { useLanguage } from "../i18n/page-language.tsx";
import { inquiryFormConfig } from "../inquiry/inquiry-config.ts";
import { inquiryFormProps } from "../inquiry/inquiry-page.ts";
import { BlockList } from "./BlockList.tsx";
import type { BlockContext } from "./block-context.ts";
import { CtaLink } from "./blocks/CtaLink.tsx";
import { editorTextLanguage } from "./page-words-language.ts";

type PageContext = Omit<BlockContext, "key">;

function JumpList({
  headings,
  orientation,
}: {
  headings: readonly PageHeading[];
  orientation: "horizontal" | "vertical";
}) {
  const { t, language } = useLanguage();
  if (headings.length === 0) return null;
  return (
    <nav className={`content-jump-list content-jump-list-${orientation}`} aria-label={t.content.layout.jumpList}>
      <ul>
        {headings.map((heading) => (
          <li key={heading.anchor} className={`jump-level-${heading.level}`}>
            <a href={`#${heading.anchor}`} {...editorTextLanguage(language)}>
              {heading.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ContentLayout({
  layout,
  headings,
  context,
  children,
}: {
  layout: PageLayout;
  headings: readonly PageHeading[];
  context: PageContext;
  /** The page's main blocks. */
  children: ReactNode;
}) {
  const { t, language } = useLanguage();
  const editorText = editorTextLanguage(language);
  const main = (
    <div className="content-main" {...editorText}>
      {children}
    </div>
  );
  switch (layout.kind) {
    case "single":
      return <div className="content-layout content-layout-single">{main}</div>;
    case "leftRail":
      return (
        <div className="content-layout content-layout-rail">
          <details className="content-rail" open>
            <summary className="content-rail-toggle" {...editorText}>
              {layout.railTitle}
            </summary>
            <div className="content-rail-body" {...editorText}>
              <BlockList blocks={layout.rail} context={context} keyPrefix="rail." />
            </div>
          </details>
          {main}
        </div>
      );
    case "sideRail":
      return (
        <div className="content-layout content-layout-side">
          {main}
          <aside className="content-side-rail" aria-label={t.content.layout.sideRail}>
            {layout.links.length > 0 ? (
              <div className="content-cta-column" {...editorText}>
                {layout.links.map((button, index) => (
                  <CtaLink
                    // biome-ignore lint/suspicious/noArrayIndexKey: links of a fixed document.
                    key={index}
                    button={button}
                    context={{ ...context, key: `side.${index}` }}
                    idPrefix={`side-cta-${index}`}
                  />
                ))}
              </div>
            ) : null}
            {layout.inquiryForm && context.inquiryPage ? (
              <Island
                name="InquiryForm"
                hydrate="idle"
                props={inquiryFormProps({
                  page: context.inquiryPage,
                  config: inquiryFormConfig(
                    {
                      defaultCareLocation: "Not specified",
                      title: t.content.layout.inquiryTitle,
                      ctaText: t.content.layout.inquiryButton,
                      ctaAction: "request-info",
                      thanksInPlace: true,
                    },
                    t.inquiry.form,
                  ),
                  displayMode: "vertical",
                  idPrefix: "content-side-inquiry",
                })}
              />
            ) : null}
          </aside>
        </div>
      );
    case "sidebar":
      return (
        <div className={`content-layout content-layout-sidebar content-sidebar-${layout.side}`}>
          {main}
          <aside className="content-sidebar" aria-label={t.content.layout.sidebar}>
            {language === "en" ? (
              <BlockList blocks={layout.sidebar} context={context} keyPrefix="sidebar." />
            ) : (
              <div lang="en">
                <BlockList blocks={layout.sidebar} context={context} keyPrefix="sidebar." />
              </div>
            )}
          </aside>
        </div>
      );
    case "tableOfContents":
      return (
        <div className={`content-layout content-layout-toc content-toc-${layout.orientation}`}>
          <JumpList headings={headings} orientation={layout.orientation} />
          {main}
        </div>
      );
  }
}
