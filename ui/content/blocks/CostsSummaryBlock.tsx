/**
 * A content page's costs summary: the typical monthly cost of a care type in a state or the
 * whole country, with the comparison wording, from the figures the worker read for the block
 * (worker/content/block-data.ts, costsSummary). No priced provider, no block; editors see why.
 */
import type { BlockOf } from "../../../domain/content/content-blocks.ts";
import type { CostsSummary } from "../../../domain/geo/costs-summary.ts";
import { CostsSummarySection } from "../../geo/CostsSummarySection.tsx";
import type { BlockContext } from "../block-context.ts";

export function CostsSummaryBlock({ block, context }: { block: BlockOf<"costsSummary">; context: BlockContext }) {
  const summary = context.data[context.key] as CostsSummary | null | undefined;
  if (!summary) {
    return context.editor ? (
      <p className="content-editor-note">
        No priced provider of {block.careType}
        {block.state ? ` in ${block.state}` : ""} yet: this block shows nothing to visitors.
      </p>
    ) : null;
  }
  return <CostsSummarySection summary={summary} />;
}
