import { API, apiPath } from '#contracts/api-paths';
import type { CompareData } from '#contracts/compare';
import type { Locale } from '#domain/locale';
import { api } from '#web/lib/api';
import { answer } from '#web/lib/answer';
import { pageLocale } from '#web/lib/page-locale';

type Path = (typeof API)['compareGet' | 'compareSet' | 'compareDelete' | 'compareClear'];

/** The compare calls (docs/rules.md#calls): every one answers with the whole list. */
export function createCompareCalls(client: Pick<typeof api, 'get'>, locale: () => Locale) {
  // Failures never raise the error popup; the store shows a gentle notice (docs/rules.md#errors).
  const get = async (path: Path, product?: number) => {
    const query = { product, locale: locale() };
    const data = await client.get<CompareData>(apiPath(path, {}, query), {
      popup: false,
      schema: answer('compareResponse'),
    });
    return data.products;
  };
  return {
    get: () => get(API.compareGet),
    add: (id: number) => get(API.compareSet, id),
    remove: (id: number) => get(API.compareDelete, id),
    clear: () => get(API.compareClear),
  };
}

export type CompareCalls = ReturnType<typeof createCompareCalls>;

export const compareCalls = createCompareCalls(api, pageLocale);
