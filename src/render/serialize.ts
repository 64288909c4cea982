/**
 * The one serializer for anything placed inside a <script> element (JSON-LD, island props).
 * JSON.stringify alone lets `</script>` or `<!--` end the element early; U+2028/2029 break
 * older JS parsers. Escaping `<`, `>`, `&`, U+2028 and U+2029 as \u sequences keeps the JSON
 * identical once parsed and makes it inert as HTML.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeForScript(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('serializeForScript: value is not JSON-serializable');
  return json.replace(UNSAFE, (ch) => ESCAPES[ch]);
}
