/** A file's size as a person reads it: "340 kB", "2.4 MB" (in the locale's own words). */
export function formatFileSize(locale: string, bytes: number): string {
  const mb = bytes >= 1_000_000;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? bytes / 1_000_000 : Math.max(1, Math.round(bytes / 1_000)));
}
