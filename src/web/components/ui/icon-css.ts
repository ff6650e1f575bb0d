import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ICON_SHAPES } from './icon-shapes';

/**
 * The icons' stylesheet (styles/icons.css, written by `npm run icons`): each shape of
 * icon-shapes.tsx as an SVG data URL in a custom property, `--ic`, which the `ic` class
 * (styles/components.css) uses as a mask over the text colour. A page then draws an icon as
 * `<i class="ic i-cart is-18"></i>` and the shapes travel once, in the cached stylesheet, instead
 * of in every page's HTML (docs/decisions/024-lighter-pages.md).
 *
 * Shapes are stroked (1.75, round caps and joins, like the former sprite); the filled variant
 * (`is-filled`, a wish-listed heart) fills and strokes the same shape.
 */
export const FILLED_ICONS = ['i-heart'];

const STROKE =
  'fill="none" stroke="#000" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"';

function dataUrl(shape: string, filled: boolean): string {
  const paint = filled ? STROKE.replace('fill="none"', 'fill="#000"') : STROKE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" ${paint}>${shape}</svg>`;
  // Quotes become single ones and only the characters a CSS url() or a data URL cannot carry
  // are escaped: the file stays readable and small.
  const text = svg
    .replaceAll('"', "'")
    .replaceAll('%', '%25')
    .replaceAll('#', '%23')
    .replaceAll('<', '%3C')
    .replaceAll('>', '%3E');
  return `url("data:image/svg+xml,${text}")`;
}

export function iconCss(): string {
  const rules = Object.entries(ICON_SHAPES).map(([id, shape]) => {
    const markup = renderToStaticMarkup(createElement('g', null, shape)).replace(
      /^<g>|<\/g>$/g,
      '',
    );
    const rule = `.${id} {\n  --ic: ${dataUrl(markup, false)};\n}\n`;
    return FILLED_ICONS.includes(id)
      ? `${rule}.${id}.is-filled {\n  --ic: ${dataUrl(markup, true)};\n}\n`
      : rule;
  });
  return (
    '/* Written by `npm run icons` from src/web/components/ui/icon-shapes.tsx (icon-css.ts): do not edit. */\n' +
    `@layer components {\n${rules.join('').replace(/^(?=.)/gm, '  ')}}\n`
  );
}
