import { describe, expect, it } from 'vitest';
import { isSafeHref, markdownToText, parseInline, parseMarkdown } from './markdown';

describe('parseMarkdown', () => {
  it('reads headings (shifted below the page title), paragraphs, lists and quotes', () => {
    const blocks = parseMarkdown(
      '# Title\n\nFirst line\nsame paragraph.\n\n- one\n- two\n\n1. a\n2) b\n\n> quoted',
    );
    expect(blocks).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Title' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'First line same paragraph.' }] },
      {
        type: 'list',
        ordered: false,
        items: [[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]],
      },
      {
        type: 'list',
        ordered: true,
        items: [[{ type: 'text', text: 'a' }], [{ type: 'text', text: 'b' }]],
      },
      { type: 'quote', children: [{ type: 'text', text: 'quoted' }] },
    ]);
  });

  it('caps heading levels at h4', () => {
    expect(parseMarkdown('#### Deep')[0]).toMatchObject({ type: 'heading', level: 4 });
    expect(parseMarkdown('### Three')[0]).toMatchObject({ type: 'heading', level: 4 });
    expect(parseMarkdown('## Two')[0]).toMatchObject({ type: 'heading', level: 3 });
  });

  it('starts a new list when the kind changes and ends a list at a paragraph line', () => {
    const blocks = parseMarkdown('- a\n1. b\nafter');
    expect(blocks.map((b) => b.type)).toEqual(['list', 'list', 'paragraph']);
  });

  it('keeps raw HTML as text', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });

  it('handles CRLF line ends and empty input', () => {
    expect(parseMarkdown('a\r\n\r\nb')).toHaveLength(2);
    expect(parseMarkdown('')).toEqual([]);
  });
});

describe('parseInline', () => {
  it('reads bold, italic, code and links', () => {
    expect(parseInline('a **b** *c* `d` [e](/pl/blog)')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'strong', children: [{ type: 'text', text: 'b' }] },
      { type: 'text', text: ' ' },
      { type: 'em', children: [{ type: 'text', text: 'c' }] },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'd' },
      { type: 'text', text: ' ' },
      { type: 'link', href: '/pl/blog', children: [{ type: 'text', text: 'e' }] },
    ]);
  });

  it.each(['javascript:alert`1`', 'data:text/html,x', '//evil.example/x', 'vbscript:x'])(
    'drops the link of an unsafe address %s',
    (href) => {
      expect(parseInline(`[click](${href})`)).toEqual([{ type: 'text', text: 'click' }]);
    },
  );
});

describe('isSafeHref', () => {
  it.each([
    ['https://example.com', true],
    ['http://example.com', true],
    ['mailto:a@b.pl', true],
    ['/pl/catalog/lampy', true],
    ['//example.com', false],
    ['JavaScript:alert(1)', false],
    ['', false],
  ])('%s -> %s', (href, safe) => expect(isSafeHref(href)).toBe(safe));
});

describe('markdownToText', () => {
  it('flattens a body to plain text', () => {
    expect(markdownToText('# T\n\nSome **bold** [link](/x).\n\n- a\n- b')).toBe(
      'T Some bold link. a b',
    );
  });
});

describe('images in Markdown', () => {
  it('keeps an image of this site and drops one from elsewhere, keeping its description', () => {
    expect(parseInline('a ![Lamp](/media/content/ab12/640.jpg) b')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'image', src: '/media/content/ab12/640.jpg', alt: 'Lamp' },
      { type: 'text', text: ' b' },
    ]);
    for (const src of [
      'https://evil.example/pixel.gif',
      '//evil.example/x.png',
      'javascript:alert',
      'data:image/png;base64,AAAA',
      '/\\evil.example/x',
    ])
      expect(parseInline(`![x](${src})`)).toEqual([{ type: 'text', text: 'x' }]);
  });

  it('gives an image its description in plain text', () => {
    expect(markdownToText('See ![the lamp](/media/a/1.jpg) here')).toBe('See the lamp here');
  });
});
