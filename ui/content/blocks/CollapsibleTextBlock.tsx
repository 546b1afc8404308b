/**
 * Text collapsed past `threshold` characters (spec search-and-compare §9: 250 by default) with
 * a READ MORE / READ LESS toggle (reviews-and-provider-page §4). A <details> element does the
 * toggling, so it works by keyboard and without JavaScript; the preview hides while it is open.
 */
import type { BlockOf } from "../../../domain/content/content-blocks.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import type { BlockContext } from "../block-context.ts";
import { pageWordsLanguage } from "../page-words-language.ts";
import { TextParagraphs } from "./TextBlock.tsx";

/** The text up to the last word break within `threshold` characters. */
export function collapsedPreview(text: string, threshold: number): string {
  const cut = text.slice(0, threshold);
  const lastSpace = cut.search(/\s\S*$/);
  return (lastSpace > threshold / 2 ? cut.slice(0, lastSpace) : cut).trimEnd();
}

export function CollapsibleTextBlock({ block }: { block: BlockOf<"collapsibleText">; context: BlockContext }) {
  const { t, language } = useLanguage();
  const title = block.title ? <h2 className="content-heading content-heading-xl">{block.title}</h2> : null;
  if (block.text.length <= block.threshold) {
    return (
      <div className="content-collapsible">
        {title}
        <TextParagraphs text={block.text} />
      </div>
    );
  }
  return (
    <div className="content-collapsible">
      {title}
      <p className="collapsible-preview">{collapsedPreview(block.text, block.threshold)}…</p>
      <details className="collapsible-details">
        <summary className="collapsible-toggle" {...pageWordsLanguage(language)}>
          <span className="when-closed">{t.content.readMore.more}</span>
          <span className="when-open">{t.content.readMore.less}</span>
        </summary>
        <TextParagraphs text={block.text} />
      </details>
    </div>
  );
}
