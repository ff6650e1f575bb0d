import { describe, expect, it } from 'vitest';
import { postMetaDescription, sectionMetaDescription } from './content-meta';

describe('content meta descriptions', () => {
  it('prefers the meta description, then the excerpt, then the body as text', () => {
    expect(postMetaDescription({ metaDescription: 'Meta', excerpt: 'Ex', body: 'B' })).toBe('Meta');
    expect(postMetaDescription({ metaDescription: '', excerpt: 'Ex', body: 'B' })).toBe('Ex');
    expect(
      postMetaDescription({ metaDescription: '', excerpt: '', body: '## Hi\n\n**bold** <b>' }),
    ).toBe('Hi bold <b>');
  });

  it('cuts a long text at a word near 160 characters', () => {
    const long = 'word '.repeat(60);
    const text = postMetaDescription({ metaDescription: long, excerpt: '', body: '' });
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('word…')).toBe(true);
  });

  it("falls back to the kind's description for a section without one", () => {
    expect(sectionMetaDescription({ description: '' }, 'Blog of the shop')).toBe(
      'Blog of the shop',
    );
    expect(sectionMetaDescription({ description: 'Lamps' }, 'Blog')).toBe('Lamps');
  });
});
