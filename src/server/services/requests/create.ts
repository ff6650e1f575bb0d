import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { customizationRequest } from '#contracts/orders';
import { validation } from '#domain/errors';
import type { Locale } from '#domain/locale';
import { requests, products, productTranslations } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import type { OutboxService } from '../messaging/outbox-service';
import { productTextIn } from '../catalog/product-query';
import { resolveLocale } from '#server/services/shared/user-locale';
import { orderMails } from '../orders/order-mail';

export type RequestInput = z.output<typeof customizationRequest>;

/**
 * "Can you make this in another size?" from the product page (guests too). The request, the
 * shopper's confirmation and the shop's notice are written in one transaction, so an
 * acknowledged request is never without its e-mails.
 */
export function createRequestCreate(db: Db, outbox: OutboxService, shopEmail: string) {
  return {
    /** 201 `{id}`; a product that is unknown or not on sale is 422 on `product_id`. */
    async create(
      input: RequestInput,
      who: { userId: string | null; locale?: Locale | undefined },
    ): Promise<{ id: number }> {
      const locale = await resolveLocale(db, who.locale, who.userId);
      const [product] = await db
        .select({ title: productTranslations.title })
        .from(products)
        .innerJoin(productTranslations, productTextIn(locale))
        .where(and(eq(products.id, input.product_id), eq(products.published, true)));
      if (!product) {
        throw validation({ product_id: ['product.not_found'] }, 'product_unavailable');
      }
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(requests)
          .values({
            productId: input.product_id,
            userId: who.userId,
            name: input.name,
            email: input.email,
            phone: input.phone ?? null,
            message: input.message,
            locale,
          })
          .returning({ id: requests.id });
        const mail = {
          id: row!.id,
          productTitle: product.title,
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          message: input.message,
          locale,
        };
        // The requester's copy names only the product: the address is unverified (decision 010).
        await outbox.stageEmail(
          tx,
          input.email,
          orderMails.requestConfirmation({ productTitle: product.title, locale }),
        );
        await outbox.stageEmail(tx, shopEmail, orderMails.requestNotice(mail));
        return row!.id;
      });
      return { id };
    },
  };
}
