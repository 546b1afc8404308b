/**
 * Reads an island's props back from a page's HTML: the JSON script the server puts right after
 * the island's root (ui/app/Island.tsx). Null when the page has no such island with props.
 */
export function islandProps<Props = Record<string, unknown>>(html: string, name: string): Props | null {
  const json = new RegExp(`<script type="application/json" data-island-props="${name}">(.*?)</script>`, "s").exec(
    html,
  )?.[1];
  return json === undefined ? null : (JSON.parse(json) as Props);
}
