import { CSV_LIMITS, type ImportError } from '#contracts/admin/import';
import { cleanSearchText } from '#domain/text';

/** A column name from the file, as a report may show it. */
const MAX_COLUMN_LENGTH = 80;

/**
 * The report's error list: every error up to the cap; validation stops once it is full. Names
 * and messages may quote the file, and a job's report is stored as jsonb, which refuses NUL:
 * control characters become spaces.
 */
export class ErrorList {
  readonly items: ImportError[] = [];

  constructor(private readonly cap: number = CSV_LIMITS.maxErrors) {}

  add(row: number, column: string | null, message: string): void {
    if (this.items.length >= this.cap) return;
    this.items.push({
      row,
      column: column === null ? null : cleanSearchText(column.slice(0, MAX_COLUMN_LENGTH)),
      message: cleanSearchText(message),
    });
  }

  get full(): boolean {
    return this.items.length >= this.cap;
  }

  get count(): number {
    return this.items.length;
  }
}
