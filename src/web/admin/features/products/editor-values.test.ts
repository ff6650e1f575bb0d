import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '#contracts/admin/products';
import {
  emptyValues,
  firstLocaleWithError,
  moneyText,
  parseMoney,
  sameValues,
  validateCreate,
  validatePatch,
  valuesFromProduct,
  type EditorValues,
} from './editor-values';

const product: AdminProduct = {
  id: 7,
  sku: 'LAMP-001',
  category_id: 3,
  price: 1299.9,
  sale_price: 999,
  stock: 4,
  published: true,
  translations: {
    pl: { title: 'Lampa', slug: 'lampa', description: '**Mosiądz**' },
    en: { title: 'Lamp', slug: 'lamp', description: '' },
    ru: { title: 'Лампа', slug: 'lampa', description: '' },
  },
  attributes: { color: ['black', 'white'] },
  version: 3,
  archived: false,
  created_at: '2026-01-01T10:00:00Z',
  updated_at: '2026-01-02T10:00:00Z',
  images: [],
};

function filled(): EditorValues {
  const v = emptyValues();
  v.sku = 'SOFA-9';
  v.categoryId = '3';
  v.price = '1 499,00';
  v.stock = '2';
  for (const l of ['pl', 'en', 'ru'] as const) v.translations[l].title = `Sofa ${l}`;
  return v;
}

describe('money text', () => {
  it.each([
    ['1299,90', 1299.9],
    ['1 299,90', 1299.9],
    ['1\u00a0299,90 zł', 1299.9],
    ['1,299.90', 1299.9],
    ['1.299,90', 1299.9],
    ['12', 12],
    ['', undefined],
  ])('%j -> %s', (text, value) => expect(parseMoney(text)).toBe(value));

  it.each(['abc', '-5', '1,2,3x'])('%j is not a number', (text) =>
    expect(parseMoney(text)).toBeNaN(),
  );

  it('writes what each reader types back', () => {
    expect(moneyText(1299.9, 'pl')).toBe('1299,90');
    expect(moneyText(1299.9, 'en')).toBe('1299.90');
    expect(moneyText(null, 'ru')).toBe('');
    expect(parseMoney(moneyText(0.07, 'pl'))).toBe(0.07);
  });
});

describe('validateCreate', () => {
  it('turns the form into the create body', () => {
    const result = validateCreate(filled());
    expect(result).toEqual({
      ok: true,
      body: {
        sku: 'SOFA-9',
        category_id: 3,
        price: 1499,
        sale_price: null,
        sale_starts_at: null,
        sale_ends_at: null,
        stock: 2,
        published: false,
        vat_rate: 23,
        fits_locker: true,
        made_to_order: false,
        translations: {
          pl: { title: 'Sofa pl', description: '' },
          en: { title: 'Sofa en', description: '' },
          ru: { title: 'Sofa ru', description: '' },
        },
        attributes: {},
        // No manufacturer of its own: the shop's default (docs/rules.md#product-safety).
        manufacturer_id: null,
        responsible_person_id: null,
        gtin: null,
        safety: { pl: '', en: '', ru: '' },
      },
    });
  });

  it('sends the safety fields: ids as numbers, the GTIN without spaces, and refuses a wrong check digit', () => {
    const v = filled();
    v.manufacturerId = '7';
    v.responsiblePersonId = '9';
    v.gtin = '590 1234 12345 7';
    v.safety = { pl: 'Uwaga', en: '', ru: '' };
    expect(validateCreate(v)).toMatchObject({
      ok: true,
      body: {
        manufacturer_id: 7,
        responsible_person_id: 9,
        gtin: '5901234123457',
        safety: { pl: 'Uwaga', en: '', ru: '' },
      },
    });
    v.gtin = '5901234123458';
    expect(validateCreate(v)).toEqual({ ok: false, fields: { gtin: ['gtin.check_digit'] } });
  });

  it('answers field errors with the API field names', () => {
    const v = filled();
    v.price = '100';
    v.salePrice = '120';
    v.stock = '1.5';
    v.categoryId = '';
    v.translations.en.title = ' ';
    v.translations.ru.slug = 'Not A Slug';
    const result = validateCreate(v);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields).toMatchObject({
      sale_price: ['sale_price.not_below_price'],
      stock: ['stock.invalid'],
      category_id: ['id.invalid'],
      'translations.en.title': ['required'],
      'translations.ru.slug': ['slug.invalid'],
    });
    expect(firstLocaleWithError(result.fields)).toBe('en');
  });

  it('sends the sale window typed in local time as ISO instants in UTC', () => {
    const v = filled();
    v.salePrice = '999';
    v.saleStartsAt = '2026-12-01T08:00';
    v.saleEndsAt = '2026-12-24T20:30';
    const result = validateCreate(v);
    expect(result.ok && result.body).toMatchObject({
      sale_price: 999,
      sale_starts_at: new Date(2026, 11, 1, 8, 0).toISOString(),
      sale_ends_at: new Date(2026, 11, 24, 20, 30).toISOString(),
    });
  });

  it('refuses a sale window that ends before it starts, at the end field', () => {
    const v = filled();
    v.saleStartsAt = '2026-12-24T10:00';
    v.saleEndsAt = '2026-12-24T10:00';
    const result = validateCreate(v);
    expect(result.ok || result.fields).toEqual({
      sale_ends_at: ['sale_ends_at.not_after_start'],
    });
    v.saleEndsAt = '2026-12-24T10:01';
    expect(validateCreate(v).ok).toBe(true);
    // An open side is no limit.
    v.saleStartsAt = '';
    v.saleEndsAt = '2020-01-01T00:00';
    expect(validateCreate(v).ok).toBe(true);
  });

  it('refuses a price with more than two decimals instead of rounding it', () => {
    const v = filled();
    v.price = '10,005';
    const result = validateCreate(v);
    expect(result.ok || result.fields.price).toEqual(['money.precision']);
  });
});

describe('validatePatch', () => {
  it('sends only what changed, with the version', () => {
    const saved = valuesFromProduct(product, 'pl');
    expect(saved.price).toBe('1299,90');
    const edited = structuredClone(saved);
    edited.stock = '0';
    edited.translations.en.description = 'Brass';
    edited.translations.ru.slug = '';
    edited.attributes.color = ['white'];
    const result = validatePatch(edited, saved, product.version);
    expect(result).toEqual({
      ok: true,
      body: {
        version: 3,
        stock: 0,
        attributes: { color: ['white'] },
        translations: { en: { description: 'Brass' }, ru: { slug: null } },
      },
    });
  });

  it('sends the VAT rate and the two flags only when they change', () => {
    const saved = valuesFromProduct({ ...product, vat_rate: 23, fits_locker: true }, 'pl');
    expect(saved).toMatchObject({ vatRate: '23', fitsLocker: true, madeToOrder: false });
    const edited = { ...saved, vatRate: '8', madeToOrder: true };
    expect(validatePatch(edited, saved, 3)).toEqual({
      ok: true,
      body: { version: 3, vat_rate: 8, made_to_order: true },
    });
    const bad = validatePatch({ ...saved, vatRate: '7' }, saved, 3);
    expect(bad.ok || bad.fields.vat_rate).toEqual(['vat_rate.invalid']);
  });

  it('reads a saved window in local time and sends an edge only when it changes', () => {
    const starts = '2026-12-01T07:00:00.000Z';
    const saved = valuesFromProduct(
      { ...product, sale_starts_at: starts, sale_ends_at: '2026-12-31T23:00:00.000Z' },
      'pl',
    );
    expect(new Date(saved.saleStartsAt).toISOString()).toBe(starts);
    expect(validatePatch(saved, saved, 3)).toEqual({ ok: true, body: { version: 3 } });
    expect(validatePatch({ ...saved, saleEndsAt: '' }, saved, 3)).toEqual({
      ok: true,
      body: { version: 3, sale_ends_at: null },
    });
  });

  it('sends nothing but the version for an untouched form', () => {
    const saved = valuesFromProduct(product, 'ru');
    expect(validatePatch(saved, saved, 3)).toEqual({ ok: true, body: { version: 3 } });
  });

  it('checks rules across fields on the values on screen', () => {
    const saved = valuesFromProduct(product, 'en');
    const edited = { ...saved, price: '900' }; // the sale price 999 is now above it
    const result = validatePatch(edited, saved, 3);
    expect(result.ok || result.fields.sale_price).toEqual(['sale_price.not_below_price']);
  });

  it('knows an untouched form', () => {
    const saved = valuesFromProduct(product, 'en');
    expect(sameValues(saved, structuredClone(saved))).toBe(true);
    expect(sameValues(saved, { ...saved, published: false })).toBe(false);
  });
});
