import { describe, expect, it } from 'vitest';
import { addressPage, listApiUrl } from './address-filters';

const FILTERS = ['status', 'q'] as const;
const url = (address: string) => listApiUrl('/api/admin/x', FILTERS, new URLSearchParams(address));

describe('listApiUrl', () => {
  it('asks for the bare list when the address holds nothing it reads', () => {
    expect(url('')).toBe('/api/admin/x');
    expect(url('other=1&page=1')).toBe('/api/admin/x');
  });

  it('takes the named filters, trimmed, in the list order, and leaves out empty ones', () => {
    expect(url('q=%20jan%20&status=new&other=1')).toBe('/api/admin/x?status=new&q=jan');
    expect(url('status=&q=%20%20')).toBe('/api/admin/x');
  });

  it('adds the page past the first only, and reads a bad one as the first', () => {
    expect(url('status=new&page=3')).toBe('/api/admin/x?status=new&page=3');
    expect(url('page=0')).toBe('/api/admin/x');
    expect(url('page=abc')).toBe('/api/admin/x');
  });
});

describe('addressPage', () => {
  const page = (address: string) => addressPage(new URLSearchParams(address));

  it('reads the page the address asks for', () => {
    expect(page('page=3&status=new')).toBe(3);
  });

  it('reads a missing, bad, zero or negative page as the first', () => {
    expect(page('')).toBe(1);
    expect(page('page=')).toBe(1);
    expect(page('page=abc')).toBe(1);
    expect(page('page=0')).toBe(1);
    expect(page('page=-2')).toBe(1);
  });
});
