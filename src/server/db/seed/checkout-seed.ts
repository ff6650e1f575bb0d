import { deliveryMethods, deliveryPoints, shopPages, shopSettings } from '../schema/index';
import type { Executor } from '../types';
import {
  DEMO_BANK,
  DEMO_DELIVERY_METHODS,
  DEMO_DELIVERY_POINTS,
  DEMO_SHOP_PAGES,
} from './checkout-data';

/**
 * What the demo shop needs to sell through the checkout: three delivery methods, parcel-locker
 * points, a bank account for transfers and the legal pages in three languages. (Products above
 * 2000 zł do not fit a parcel locker: the generator writes it, FITS_LOCKER_UP_TO_MINOR.)
 */
export async function seedCheckout(tx: Executor): Promise<void> {
  await tx.insert(deliveryMethods).values(DEMO_DELIVERY_METHODS);
  await tx.insert(deliveryPoints).values(DEMO_DELIVERY_POINTS);
  await tx
    .insert(shopSettings)
    .values(Object.entries(DEMO_BANK).map(([key, value]) => ({ key, value })));
  await tx.insert(shopPages).values(
    Object.entries(DEMO_SHOP_PAGES).map(([slug, p]) => ({
      slug: slug as keyof typeof DEMO_SHOP_PAGES,
      titles: p.titles,
      bodies: p.bodies,
    })),
  );
}
