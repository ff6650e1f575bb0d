/**
 * React Router streams a page's loader data into inline scripts as
 * `streamController.enqueue("…")`: a JSON string of turbo-stream's own JSON, so each of its many
 * quotes is sent as `\"` (~2 KB of a category page's 18 KB of data). The same string as a
 * single-quoted literal needs no backslash before `"`. It keeps React Router's escapes that make
 * the script safe inside HTML (`<`, `>`, `&`) and valid JavaScript (line and paragraph
 * separators). A script of any other shape is left alone.
 */
const ENQUEUE = 'window.__reactRouterContext.streamController.enqueue(';
// The literal cannot hold `</script>` (React Router escapes `<`), so the script's end is the
// first `);</script>` after its start: found with indexOf, not a regex over ~15 KB per page.
const END = ');</script>';

const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  "'": "\\'",
  '\n': '\\n',
  '\r': '\\r',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
  '&': '\\u0026',
  '<': '\\u003c',
  '>': '\\u003e',
};

export function singleQuoted(text: string): string {
  return `'${text.replace(/[\\'\n\r\u2028\u2029&<>]/g, (c) => ESCAPES[c]!)}'`;
}

export function compactHydrationData(html: string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const start = html.indexOf(ENQUEUE, from);
    if (start < 0) break;
    const literalStart = start + ENQUEUE.length;
    const end = html.indexOf(END, literalStart);
    if (end < 0) break;
    out += html.slice(from, literalStart) + requoted(html.slice(literalStart, end));
    from = end;
  }
  return from === 0 ? html : out + html.slice(from);
}

/** React Router's double-quoted literal single-quoted; anything else as it was. */
function requoted(literal: string): string {
  if (!literal.startsWith('"')) return literal;
  try {
    const text: unknown = JSON.parse(literal);
    return typeof text === 'string' ? singleQuoted(text) : literal;
  } catch {
    return literal;
  }
}
