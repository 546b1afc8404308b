/**
 * The table of contents block (spec reviews-and-provider-page §2, §4) in one of three variants:
 * a sticky bar that marks the heading in view, a 'Jump to' list, or an accordion titled
 * 'Table of Contents' that opens by itself on an address with a hash or when `expand` is set.
 *
 * Its headings come from `context.data[context.key]` as PageHeading[]: the page renderer puts
 * `pageHeadings(page.blocks)` (domain/content/content-headings.ts) there, and the headings on the
 * page carry those anchors as ids. A page without headings shows no table of contents.
 */
import type { BlockOf } from "../../../domain/content/content-blocks.ts";
import type { PageHeading } from "../../../domain/content/content-headings.ts";
import { tableOfContentsTitle } from "../../../domain/content/table-of-contents.ts";
import { Island } from "../../app/Island.tsx";
import { useLanguage } from "../../i18n/page-language.tsx";
import type { BlockContext } from "../block-context.ts";
import { pageWordsLanguage } from "../page-words-language.ts";
import { TocLinks } from "./TocLinks.tsx";

function headingsOf(value: unknown): PageHeading[] {
  return Array.isArray(value) ? (value as PageHeading[]) : [];
}

export function TableOfContentsBlock({ block, context }: { block: BlockOf<"tableOfContents">; context: BlockContext }) {
  const { t, language } = useLanguage();
  const headings = headingsOf(context.data[context.key]);
  if (headings.length === 0) {
    return context.editor ? <p className="content-editor-note">This page has no headings to list yet.</p> : null;
  }
  const title = tableOfContentsTitle(block, context.pageTitle, t.content.toc);
  if (block.variant === "stickyBar") {
    return <Island name="TocStickyBar" props={{ title, headings }} hydrate="idle" />;
  }
  if (block.variant === "accordion") {
    return (
      <Island
        name="TocAccordion"
        props={{ title: block.title || t.content.toc.accordionTitle, headings, open: block.expand }}
        hydrate="idle"
        wakeOnHash="*"
      />
    );
  }
  return (
    <nav className="toc toc-jump" aria-label={title}>
      <h2 className="toc-title">{title}</h2>
      <p className="toc-jump-label" {...pageWordsLanguage(language)}>
        {t.content.toc.jumpLabel}
      </p>
      <TocLinks headings={headings} />
    </nav>
  );
}
