/** State licenses as a list, split and cleaned by the rule of reviews-and-provider-page §5. */
import type { BlockOf } from "../../../domain/content/content-blocks.ts";
import { splitStateLicenses } from "../../../domain/content/content-links.ts";
import type { BlockContext } from "../block-context.ts";

export function StateLicenseBlock({ block }: { block: BlockOf<"stateLicense">; context: BlockContext }) {
  const licenses = splitStateLicenses(block.text);
  if (licenses.length === 0) return null;
  return (
    <div className="content-state-license">
      {block.title ? <h2 className="content-heading content-heading-xl">{block.title}</h2> : null}
      <ul>
        {licenses.map((license) => (
          <li key={license}>{license}</li>
        ))}
      </ul>
    </div>
  );
}
