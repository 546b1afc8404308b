/** One call-to-action button on its own line. */
import type { BlockOf } from "../../../domain/content/content-blocks.ts";
import type { BlockContext } from "../block-context.ts";
import { CtaLink } from "./CtaLink.tsx";

export function CtaButtonBlock({ block, context }: { block: BlockOf<"ctaButton">; context: BlockContext }) {
  return (
    <div className="content-cta-button">
      <CtaLink button={block.button} context={context} idPrefix={`cta-${context.key.replaceAll(".", "-")}`} />
    </div>
  );
}
