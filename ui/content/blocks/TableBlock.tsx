/**
 * A table from the editor's JSON (`{"data": [{...}, ...]}`): the columns are the rows' keys.
 * spec: reviews-and-provider-page §5, lead-capture-and-chrome §8: data that is not JSON with an
 * array under `data` is logged and nothing shows.
 */
import type { BlockOf } from "../../../domain/content/content-blocks.ts";
import { JSON_MALFORMED, parseJsonData, tableFromRows } from "../../../domain/content/content-links.ts";
import { useLanguage } from "../../i18n/page-language.tsx";
import type { BlockContext } from "../block-context.ts";

export function TableBlock({ block }: { block: BlockOf<"table">; context: BlockContext }) {
  const { t } = useLanguage();
  const parsed = parseJsonData(block.json);
  if ("error" in parsed) {
    console.error(parsed.error);
    return null;
  }
  const table = tableFromRows(parsed.rows);
  if (!table) {
    console.error(JSON_MALFORMED);
    return null;
  }
  return (
    <div className="content-table">
      {block.title ? <h2 className="content-heading content-heading-xl">{block.title}</h2> : null}
      {/* A wide table scrolls on its own on a phone, in a region named for it. */}
      <section className="content-table-scroll" aria-label={block.title || block.caption || t.content.table}>
        <table>
          {block.caption ? <caption>{block.caption}</caption> : null}
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.cells.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixed document.
              <tr key={index}>
                {row.map((cell, cellIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed row.
                  <td key={cellIndex}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
