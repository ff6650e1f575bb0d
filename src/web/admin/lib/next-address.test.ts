import { describe, expect, it } from 'vitest';
import { safeNext } from './next-address';

describe('safeNext', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/categories', '/admin/categories'],
    ['/admin/audit?entity=product&page=2', '/admin/audit?entity=product&page=2'],
    ['/admin/products/12#images', '/admin/products/12#images'],
  ])('keeps the back-office address %s', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['https://evil.example/admin'],
    ['//evil.example/admin'],
    ['/\\evil.example/admin'],
    ['\\\\evil.example'],
    ['/admin\n/x'],
    ['javascript:alert(1)'],
    ['/pl/cart'],
    ['/administrator'],
    ['admin/categories'],
    ['/admin/login?next=/admin/login'],
    ['/admin/../pl'],
    ['/' + 'a'.repeat(3000)],
  ])('sends %s to the back-office home instead', (next) => {
    expect(safeNext(next)).toBe('/admin');
  });
});
