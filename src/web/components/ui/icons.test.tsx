import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as icons from './icons';
import { BoltIcon, CartIcon, IconSprite } from './icons';

describe('icons', () => {
  it('every icon points at a symbol of the sprite', () => {
    const sprite = renderToStaticMarkup(<IconSprite />);
    const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));
    const components = Object.entries(icons).filter(([name]) => name.endsWith('Icon'));
    expect(components.length).toBeGreaterThan(30);
    for (const [name, Icon] of components) {
      const html = renderToStaticMarkup(<Icon />);
      const id = /<use href="#([^"]+)"/.exec(html)?.[1];
      expect(symbols.has(id), `${name} -> #${id}`).toBe(true);
    }
    expect(symbols.size).toBe(components.length);
  });

  it('draws a common size by class and any other by attributes, hidden unless titled', () => {
    expect(renderToStaticMarkup(<CartIcon size={18} />)).toBe(
      '<svg class="icon is-18" aria-hidden="true"><use href="#i-cart"></use></svg>',
    );
    expect(renderToStaticMarkup(<BoltIcon size={40} title="Fast" className="text-sale" />)).toBe(
      '<svg width="40" height="40" class="icon text-sale" role="img"><title>Fast</title><use href="#i-bolt"></use></svg>',
    );
  });
});
