import { describe, expect, it } from 'vitest';
import { bulkErrorText, bulkResultText } from './bulk-bar';
import { errorText, productsTranslate } from './i18n';
import { uploadErrorText } from './image-upload';
import { en } from './messages/en';
import { pl } from './messages/pl';
import { ru } from './messages/ru';
import { ApiError } from '#web/admin/lib/api';

const t = productsTranslate('pl');

describe('messages', () => {
  it('plural messages have every form Polish and Russian need', () => {
    for (const [name, messages] of [
      ['pl', pl],
      ['ru', ru],
    ] as const)
      for (const [key, message] of Object.entries(messages))
        if (typeof message !== 'string')
          expect(Object.keys(message).sort(), `${name} ${key}`).toEqual([
            'few',
            'many',
            'one',
            'other',
          ]);
  });

  it('have the same placeholders in every language', () => {
    const names = (m: unknown) =>
      [...JSON.stringify(m).matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort();
    for (const key of Object.keys(pl) as Array<keyof typeof pl>) {
      expect(names(en[key]), `en ${key}`).toEqual(names(pl[key]));
      expect(names(ru[key]), `ru ${key}`).toEqual(names(pl[key]));
    }
  });

  it('count in each language', () => {
    expect(t('list.count', { count: 1 })).toBe('1 produkt');
    expect(t('list.count', { count: 3 })).toBe('3 produkty');
    expect(t('list.count', { count: 1250 })).toBe('1250 produktów');
    expect(productsTranslate('ru')('list.count', { count: 21 })).toBe('21 товар');
    expect(productsTranslate('en')('bulk.selected', { count: 2 })).toBe('2 products selected');
  });
});

describe('errorText', () => {
  it('prefers the field’s own wording, then the general one', () => {
    expect(errorText(t, 'category_id', 'id.invalid')).toBe('Wybierz kategorię.');
    expect(errorText(t, 'translations.en.slug', 'slug.taken')).toBe(
      'Ten adres ma już inny produkt.',
    );
    expect(errorText(t, 'sale_price', 'sale_price.not_below_price')).toBe(
      'Cena promocyjna musi być niższa od ceny.',
    );
    expect(errorText(t, 'x', 'something.new')).toBe('Nieprawidłowa wartość.');
  });
});

describe('bulk texts', () => {
  it('say what a bulk action did', () => {
    expect(bulkResultText(t, { updated: 0, archived: 2, deleted: 3 })).toBe(
      'usunięto 3 produkty · 2 przeniesiono do archiwum (były zamawiane)',
    );
    expect(bulkResultText(t, { updated: 0, archived: 0, deleted: 0 })).toBe(
      'Nic nie wymagało zmiany.',
    );
  });

  it('say why it failed', () => {
    const unknown = new ApiError(422, { 'ids.1': ['product.unknown'] }, 'validation_failed');
    expect(bulkErrorText(t, unknown)).toContain('już nie istnieje');
    expect(bulkErrorText(t, new ApiError(0, null, 'network_error'))).toContain('Brak połączenia');
  });
});

describe('uploadErrorText', () => {
  it.each([
    ['file_too_large', 413, 'za duży'],
    ['unsupported_image_type', 415, 'nie jest obsługiwany'],
    ['image_too_large', 422, 'pikseli'],
    ['image_unreadable', 422, 'odczytać'],
    ['too_many_images', 422, 'najwyżej 30'],
  ])('%s', (code, status, words) => {
    expect(uploadErrorText(t, new ApiError(status, null, code))).toContain(words);
  });
});
