/**
 * The shop's bank account for transfers: an IBAN, checked by its mod-97 check digits (ISO 13616)
 * so that a typo in the back office is refused instead of printed on every confirmation.
 */

const LENGTHS: Readonly<Record<string, number>> = { PL: 28, DE: 22, GB: 22, CZ: 24, LT: 20 };

/** `PL61 1090 1014 0000 0712 1981 2874` -> `PL61109010140000071219812874`; null when invalid. */
export function normalizeIban(input: string): string | null {
  const iban = input.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return null;
  const expected = LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return null;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1 ? iban : null;
}

/** Groups of four, as banks print it. */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}
