import { z } from 'zod';

/** The page of a back-office list paged by the address (`?page=N`, 1..100,000, default 1). */
export const listPage = z.coerce
  .number({ error: 'page.invalid' })
  .int('page.invalid')
  .min(1, 'page.invalid')
  .max(100_000, 'page.invalid')
  .default(1);
