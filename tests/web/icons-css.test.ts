import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconCss } from '#web/components/ui/icon-css';

describe('icons stylesheet', () => {
  it('src/web/styles/icons.css is what `npm run icons` writes from the shapes', () => {
    expect(readFileSync('src/web/styles/icons.css', 'utf8')).toBe(iconCss());
  });
});
