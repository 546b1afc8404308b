/**
 * JSON for embedding inside a `<script>` element (page state, JSON-LD). JSON.stringify alone
 * is not enough: a value holding `</script>` would end the element. Escaping `<`, `>` and `&`
 * (and the two line separators older parsers choke on) keeps every value inert text that
 * JSON.parse still reads back unchanged.
 */
export function jsonForScript(value: unknown): string {
  // One pass over the text: page state runs to tens of kilobytes.
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (character) => ESCAPES[character] as string);
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

const ESCAPES: Readonly<Record<string, string>> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};
