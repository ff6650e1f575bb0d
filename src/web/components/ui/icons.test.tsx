import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FILLED_ICONS, iconCss } from './icon-css';
import * as icons from './icons';
import { BoltIcon, CartIcon, HeartIcon } from './icons';

describe('icons', () => {
  // The file itself is compared with iconCss() in tests/web/icons-css.test.ts.
  const css = iconCss();

  it('every icon names a shape of the stylesheet, and every shape has an icon', () => {
    const shapes = new Set([...css.matchAll(/^ {2}\.(i-[a-z]+) \{/gm)].map((m) => m[1]));
    const components = Object.entries(icons).filter(([name]) => name.endsWith('Icon')) as Array<
      [string, typeof CartIcon]
    >;
    expect(components.length).toBeGreaterThan(30);
    for (const [name, Icon] of components) {
      const html = renderToStaticMarkup(<Icon />);
      const shape = / class="ic (i-[a-z]+)/.exec(html)?.[1];
      expect(shapes.has(shape), `${name} -> .${shape}`).toBe(true);
    }
    expect(shapes.size).toBe(components.length);
    for (const id of FILLED_ICONS) expect(css).toContain(`.${id}.is-filled {`);
  });

  it('draws a common size by class and any other by style, named only when titled', () => {
    expect(renderToStaticMarkup(<CartIcon size={18} />)).toBe('<i class="ic i-cart is-18"></i>');
    expect(renderToStaticMarkup(<BoltIcon size={40} title="Fast" className="text-sale" />)).toBe(
      '<i class="ic i-bolt text-sale" style="width:40px;height:40px" role="img" aria-label="Fast"></i>',
    );
    expect(renderToStaticMarkup(<HeartIcon filled />)).toBe(
      '<i class="ic i-heart is-20 is-filled"></i>',
    );
  });
});
