import type { ProductCreate } from '../../src/contracts/admin/products.js';
import { productCreateRequest } from '../../src/contracts/admin/products.js';
import { testConfig } from '../../src/server/config.js';
import type { Database } from '../../src/server/db/types.js';
import { fromMaster } from '../../src/server/secrets.js';
import { createServices, type Services } from '../../src/server/services/index.js';
import { createStaff } from '../setup/admin-client.js';

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
