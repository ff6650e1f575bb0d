import type { PriceRounding } from '../../../../contracts/admin/products';

/**
 * The bulk "change price by a percentage" rule, in integer minor units (grosze), so the preview
 * shows exactly what the server writes. Percentages may have two decimals (`-12.5`).
 *
 * Rounding: `none` to the grosz (half up), `whole` to whole złoty (half up), `ninety_nine` to
 * the nearest whole złoty minus one grosz (charm prices: 123.40 -> 122.99, 123.60 -> 123.99).
 * A price never goes below zero, and a price of zero stays zero.
 */
export function applyPercent(priceMinor: number, percent: number, rounding: PriceRounding): number {
  if (priceMinor === 0) return 0;
  // (100 + percent) in hundredths of a percent: an integer, so the product below is exact.
  const factor = Math.round((100 + percent) * 100);
  const exact = Math.floor((priceMinor * factor + 5_000) / 10_000);
  let result: number;
  switch (rounding) {
    case 'none':
      result = exact;
      break;
    case 'whole':
      result = Math.floor((exact + 50) / 100) * 100;
      break;
    case 'ninety_nine':
      result = Math.max(99, Math.floor((exact + 50) / 100) * 100 - 1);
      break;
  }
  return Math.max(0, result);
}

/** A percentage typed in the form (`-10`, `12,5`) as a number, or null when it is not one. */
export function parsePercent(text: string): number | null {
  const normalized = text.trim().replace(',', '.').replace(/^\+/, '');
  if (!/^-?\d{1,4}(\.\d{1,2})?$/.test(normalized)) return null;
  const value = Number(normalized);
  return value >= -99 && value <= 1000 && value !== 0 ? value : null;
}
