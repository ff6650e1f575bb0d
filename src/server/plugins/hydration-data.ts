/**
 * React Router streams a page's loader data into inline scripts as
 * `streamController.enqueue("…")`: a JSON string of turbo-stream's own JSON, so each of its many
 * quotes is sent as `\"` (~2 KB of a category page's 18 KB of data). The same string as a
 * single-quoted literal needs no backslash before `"`. It keeps React Router's escapes that make
 * the script safe inside HTML (`<`, `>`, `&`) and valid JavaScript (line and paragraph
 * separators). A script of any other shape is left alone.
 */
const ENQUEUE =
  /(window\.__reactRouterContext\.streamController\.enqueue\()("(?:[^"\\]|\\.)*")(\);)/g;

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
  return html.replace(ENQUEUE, (whole, start: string, literal: string, end: string) => {
    try {
      const text: unknown = JSON.parse(literal);
      return typeof text === 'string' ? `${start}${singleQuoted(text)}${end}` : whole;
    } catch {
      return whole;
    }
  });
}
