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
      },
    });
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
