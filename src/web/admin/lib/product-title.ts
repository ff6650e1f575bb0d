import type { AdminProduct } from '#contracts/admin/products';
import type { Locale } from '#domain/locale';

/** A product's name for staff: its title in their language, else the Polish one, else its SKU. */
export function productTitle(
  product: Pick<AdminProduct, 'translations' | 'sku'>,
  locale: Locale,
): string {
  return product.translations[locale]?.title || product.translations.pl?.title || product.sku;
}
