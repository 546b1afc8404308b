/**
 * The FAQ block (spec search-and-compare §3, §4, FAQ item: question, answer): each question a
 * <details> that opens its answer with a click, a tap or the keyboard, without JavaScript; the
 * first is open from the start and several may be open at once. On small screens an answer
 * longer than 250 characters is cut behind READ MORE / READ LESS (§4, §9); from 768 px it reads
 * whole (ui/styles/content-interactive.css). The page's FAQPage structured data comes from
 * domain/content/faq-structured-data.ts.
 */
import type { BlockOf } from "../../../domain/content/content-blocks.ts";
import { READ_MORE_THRESHOLD } from "../../../domain/content/read-more.ts";
import type { BlockContext } from "../block-context.ts";
import { ReadMoreText } from "./ReadMoreText.tsx";

export function FaqBlock({ block }: { block: BlockOf<"faq">; context: BlockContext }) {
  return (
    <section className="content-faq">
      {block.title ? <h2 className="content-faq-title">{block.title}</h2> : null}
      <div className="content-faq-items">
        {block.items.map((item, index) => (
          <details key={item.question} className="content-faq-item" open={index === 0}>
            <summary className="content-faq-question">{item.question}</summary>
            <div className="content-faq-answer">
              <ReadMoreText text={item.answer} limit={READ_MORE_THRESHOLD} />
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
