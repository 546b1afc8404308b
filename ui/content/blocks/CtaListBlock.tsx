/** Call-to-action buttons in a row (wrapping) or a column, under an optional title. */
import type { BlockOf } from "../../../domain/content/content-blocks.ts";
import type { BlockContext } from "../block-context.ts";
import { CtaLink } from "./CtaLink.tsx";

export function CtaListBlock({ block, context }: { block: BlockOf<"ctaList">; context: BlockContext }) {
  const prefix = `cta-${context.key.replaceAll(".", "-")}`;
  return (
    <div className="content-cta-list">
      {block.title ? <h2 className="content-heading content-heading-xl">{block.title}</h2> : null}
      <div className={`content-cta-${block.layout}`}>
        {block.buttons.map((button, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: buttons of a fixed document.
          <CtaLink key={index} button={button} context={context} idPrefix={`${prefix}-${index}`} />
        ))}
      </div>
    </div>
  );
}
