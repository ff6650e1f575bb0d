/**
 * GTIN (GS1 General Specifications §7.9): 8, 12, 13 or 14 digits, the last a check digit (mod 10,
 * weights 3 and 1 alternating from the right, the check digit itself excluded). A GTIN with a
 * wrong check digit is a typo: refused, never shown to shoppers or search engines.
 */

export const GTIN_LENGTHS = [8, 12, 13, 14] as const;

/** The check digit of `body` (the GTIN without its last digit). */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** True for 8, 12, 13 or 14 digits whose last one is the check digit of the others. */
export function isValidGtin(value: string): boolean {
  if (!/^\d+$/.test(value)) return false;
  if (!(GTIN_LENGTHS as readonly number[]).includes(value.length)) return false;
  return gtinCheckDigit(value.slice(0, -1)) === Number(value.at(-1));
}

/**
 * The schema.org property a GTIN is published under: `gtin13` for the 13 digits of an EAN, else
 * the generic `gtin` (which takes every length).
 */
export function gtinProperty(gtin: string): 'gtin13' | 'gtin' {
  return gtin.length === 13 ? 'gtin13' : 'gtin';
}
