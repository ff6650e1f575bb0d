import { CSV_LIMITS, type ImportError } from '../../../contracts/admin/import-export';

/** The report's error list: every error up to the cap; validation stops once it is full. */
export class ErrorList {
  readonly items: ImportError[] = [];

  constructor(private readonly cap: number = CSV_LIMITS.maxErrors) {}

  add(row: number | null, column: string | null, message: string): void {
    if (this.items.length < this.cap) this.items.push({ row, column, message });
  }

  get full(): boolean {
    return this.items.length >= this.cap;
  }

  get count(): number {
    return this.items.length;
  }
}
