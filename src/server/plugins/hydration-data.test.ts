import { describe, expect, it } from 'vitest';
import { compactHydrationData, singleQuoted } from './hydration-data';

/** What React Router writes: JSON.stringify, then its HTML escapes (see the module). */
const routerLiteral = (text: string) =>
  JSON.stringify(text).replace(
    /[&><\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
const script = (literal: string) =>
  `<script>window.__reactRouterContext.streamController.enqueue(${literal});</script>`;

describe('hydration data', () => {
  const tricky =
    '[{"_1":2},"say \\"hi\\"","it\'s","a\\\\b","</script><!--","&amp;","line\nbreak\r","\u2028\u2029"]\n';

  it('writes the same string with single quotes, so its quotes need no backslash', () => {
    const before = script(routerLiteral(tricky));
    const after = compactHydrationData(before);
    expect(after.length).toBeLessThan(before.length);
    const literal = /enqueue\((.*)\);<\/script>$/s.exec(after)![1]!;
    expect(literal.startsWith("'")).toBe(true);
    // The literal means the same string as React Router's.
    expect(new Function(`return ${literal}`)()).toBe(tricky);
    // Still nothing that can end the script or open a comment, and no raw line separators.
    expect(literal).not.toMatch(/[<>&\n\r\u2028\u2029]/);
  });

  it('counts the bytes it saves on quotes', () => {
    const payload = JSON.stringify([{ _1: 2, _3: 4 }, 'title', 'url']);
    const before = script(routerLiteral(payload));
    expect(before.length - compactHydrationData(before).length).toBe(
      (payload.match(/"/g) ?? []).length,
    );
  });

  it('leaves other scripts alone', () => {
    const other = '<script>window.__reactRouterContext.streamController.close();</script>';
    expect(compactHydrationData(other)).toBe(other);
    expect(singleQuoted("a'b")).toBe("'a\\'b'");
  });
});
