import type { ProductCreate } from '#contracts/admin/products';
import { productCreateRequest } from '#contracts/admin/products';
import { testConfig } from '#server/config';
import type { Database } from '#server/db/types';
import { fromMaster } from '#server/secrets';
import { createServices, type Services } from '#server/services/index';
import { createStaff } from '../setup/admin-client';

let n = 0;

/** A valid create body (the wire shape, parsed by the contract), with overrides. */
export function productInput(
  categoryId: number,
  overrides: Partial<Record<keyof ProductCreate, unknown>> = {},
): ProductCreate {
  n += 1;
  return productCreateRequest.parse({
    sku: `ADM-${process.pid}-${n}`,
    category_id: categoryId,
    price: 100,
    stock: 5,
    translations: {
      pl: { title: `Krzesło ${n}` },
      en: { title: `Chair ${n}` },
      ru: { title: `Стул ${n}` },
    },
    ...overrides,
  });
}

/** The app's services on a test database, and a staff member to act as. */
export async function adminServices(
  database: Database,
): Promise<{ services: Services; actor: { id: string; email: string } }> {
  const services = createServices({
    config: testConfig(),
    database,
    secrets: fromMaster('test-master-secret-test-master-secret'),
  });
  const staff = await createStaff(database.db, { role: 'staff' });
  return { services, actor: { id: staff.id, email: staff.email } };
}
