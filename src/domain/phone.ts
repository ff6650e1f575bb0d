/**
 * A phone number as a person types it, in E.164 (`+48600100700`), or null when it cannot be
 * one (docs/api.md "Checkout, delivery and payment": `600 100 700`, `600-100-700`,
 * `+48 600100700`, `0048…`; a number without a country code is Polish). Spaces, dashes, dots
 * and brackets are dropped; `00` stands for `+`; nine digits alone are a Polish number, and so
 * are eleven that start with 48. A Polish number must have exactly nine digits after `+48`;
 * another country's, 8 to 15 digits in all.
 *
 * Written here rather than taken from libphonenumber-js: the same check runs in the browser's
 * forms, and the library's smallest metadata would add ~35 KB to every page with a phone field
 * for rules the shop needs only this much of.
 */
export function normalizePhone(typed: string): string | null {
  const compact = typed.trim().replace(/[\s\-().\u00a0]/g, '');
  if (!/^(\+|00)?[0-9]+$/.test(compact)) return null;
  let digits: string;
  if (compact.startsWith('+')) digits = compact.slice(1);
  else if (compact.startsWith('00')) digits = compact.slice(2);
  else if (/^[0-9]{9}$/.test(compact)) digits = `48${compact}`;
  else if (/^48[0-9]{9}$/.test(compact)) digits = compact;
  else return null;
  if (!/^[1-9][0-9]{7,14}$/.test(digits)) return null;
  // A Polish number: nine digits after the code, none starting with 0.
  if (digits.startsWith('48') && !/^48[1-9][0-9]{8}$/.test(digits)) return null;
  return `+${digits}`;
}
