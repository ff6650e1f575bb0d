import { describe, expect, it } from 'vitest';
import { MAX_PAGE_RANGE } from '../pagination/page-value';
import {
  CONTENT_SEARCH_MAX,
  contentPage,
  contentPageData,
  contentSearch,
  sectionEntry,
} from './content-address';

describe('contentSearch', () => {
  it.each([
    [null, ''],
    ['', ''],
    ['  lampy  ', 'lampy'],
    ['x'.repeat(CONTENT_SEARCH_MAX + 20), 'x'.repeat(CONTENT_SEARCH_MAX)],
  ])('%j -> %j', (raw, expected) => {
    expect(contentSearch(raw)).toBe(expected);
  });
});

describe('contentPage', () => {
  it.each([
    [null, { first: 1, last: 1 }],
    ['1', { first: 1, last: 1 }],
    ['3', { first: 3, last: 3 }],
    ['2-3', { first: 2, last: 3 }],
    [`1-${MAX_PAGE_RANGE}`, { first: 1, last: MAX_PAGE_RANGE }],
  ])('reads %j as a page', (raw, expected) => {
    expect(contentPage(raw)).toEqual(expected);
  });

  it.each(['', '0', 'abc', '02', '3-2', '2%2D3', `1-${MAX_PAGE_RANGE + 1}`])(
    'answers null (404) for %j',
    (raw) => {
      expect(contentPage(raw)).toBeNull();
    },
  );
});

describe('sectionEntry', () => {
  it.each([
    ['page=2', { kind: 'page', raw: '2' }],
    ['page=2-3', { kind: 'page', raw: '2-3' }],
    ['page=abc', { kind: 'page', raw: 'abc' }],
    ['page=', { kind: 'page', raw: '' }],
    ['oak-table-care', { kind: 'post', slug: 'oak-table-care' }],
    ['post2', { kind: 'post', slug: 'post2' }],
  ])('reads %j', (segment, expected) => {
    expect(sectionEntry(segment)).toEqual(expected);
  });

  it.each(['Oak', 'oak--table', '-oak', 'oak/table', 'p=2'])(
    'answers null (404) for %j',
    (segment) => {
      expect(sectionEntry(segment)).toBeNull();
    },
  );

  it('leaves a deeper page segment to the page check, which refuses it', () => {
    const entry = sectionEntry('page=2/extra');
    expect(entry).toEqual({ kind: 'page', raw: '2/extra' });
    expect(contentPage(entry?.kind === 'page' ? entry.raw : null)).toBeNull();
  });
});

describe('contentPageData', () => {
  it('writes the page value and uses the list address for routeName and filter_discard', () => {
    expect(
      contentPageData({
        page: { first: 2, last: 3 },
        limit: 4,
        lastPage: 7,
        routeName: '/en/blog/tips',
        locale: 'en',
      }),
    ).toEqual({
      page: '2-3',
      limit: 4,
      totalPage: 7,
      routeName: '/en/blog/tips',
      locale: 'en',
      filter_discard: '/en/blog/tips',
    });
  });
});
