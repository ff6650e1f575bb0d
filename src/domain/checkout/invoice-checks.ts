/**
 * Checks of what a shopper types at checkout that the law gives a shape: a Polish tax number
 * (NIP) with its check digit, and a Polish postal code. Both accept the spaces and dashes
 * people type and hand back the one stored form.
 */

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** `123-456-32-18`, `PL 1234563218` -> `1234563218`; null when it is no valid NIP. */
export function normalizeNip(input: string): string | null {
  const digits = input.trim().replace(/^PL/i, '').replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return null;
  const sum = NIP_WEIGHTS.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const check = sum % 11;
  // A remainder of 10 is never issued: no digit could carry it.
  if (check === 10 || check !== Number(digits[9])) return null;
  return digits;
}

/** Poland's postal codes are `NN-NNN`; other countries' are only checked for being sane. */
export function postalCodeValid(code: string, country: string): boolean {
  if (country.toUpperCase() === 'PL') return /^\d{2}-\d{3}$/.test(code.trim());
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(code.trim());
}
