/**
 * JSON for embedding inside a `<script>` element (page state, JSON-LD). JSON.stringify alone
 * is not enough: a value holding `</script>` would end the element. Escaping `<`, `>` and `&`
 * (and the two line separators older parsers choke on) keeps every value inert text that
 * JSON.parse still reads back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
