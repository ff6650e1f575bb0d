import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals } from '../checkout/totals';
import {
  deliveryRefundCap,
  paidForUnits,
  refundAmount,
  type RefundDeliveryOption,
  type RefundOrderLine,
} from './refund-amount';

const courier = (
  priceMinor: number,
  freeFromMinor: number | null = null,
): RefundDeliveryOption => ({
  kind: 'courier',
  priceMinor,
  freeFromMinor,
  couldCarry: true,
});

describe('paidForUnits', () => {
  it('takes the line discount off and rounds each prefix down', () => {
    const line = { id: 1, count: 3, unitPriceMinor: 1000, discountMinor: 1 }; // paid 2999
    expect([0, 1, 2, 3].map((m) => paidForUnits(line, m))).toEqual([0, 999, 1999, 2999]);
  });
});

describe('deliveryRefundCap', () => {
  it('refunds no more than the cheapest courier or locker that could carry it', () => {
    const options: RefundDeliveryOption[] = [
      courier(2000),
      { kind: 'locker', priceMinor: 1200, freeFromMinor: null, couldCarry: true },
      { kind: 'pickup', priceMinor: 0, freeFromMinor: null, couldCarry: true },
      { kind: 'locker', priceMinor: 500, freeFromMinor: null, couldCarry: false },
    ];
    expect(deliveryRefundCap(2000, 10_000, options)).toBe(1200);
    expect(deliveryRefundCap(900, 10_000, options)).toBe(900);
  });
  it("applies a method's free-from to what the items were paid", () => {
    expect(deliveryRefundCap(2000, 30_000, [courier(2000, 30_000)])).toBe(0);
    expect(deliveryRefundCap(2000, 29_999, [courier(2000, 30_000)])).toBe(2000);
  });
  it('refunds what was paid when no method could be compared', () => {
    expect(deliveryRefundCap(1500, 100, [])).toBe(1500);
  });
});

describe('refundAmount', () => {
  const lines: RefundOrderLine[] = [
    { id: 1, count: 2, unitPriceMinor: 5000, discountMinor: 667 },
    { id: 2, count: 1, unitPriceMinor: 2000, discountMinor: 333 },
  ];
  it('refunds one unit of a line, its promo share taken off', () => {
    const r = refundAmount({
      lines,
      returned: [{ lineId: 1, count: 1 }],
      deliveryPaidMinor: 1500,
      deliveryOptions: [courier(1500)],
    });
    expect(r).toEqual({
      lines: [{ lineId: 1, count: 1, amountMinor: 4666 }],
      itemsMinor: 4666,
      deliveryMinor: 0,
      totalMinor: 4666,
      wholeOrder: false,
    });
  });
  it('adds delivery when the last part completes the order', () => {
    const r = refundAmount({
      lines: [{ ...lines[0]!, returnedBefore: 1 }, lines[1]!],
      returned: [
        { lineId: 1, count: 1 },
        { lineId: 2, count: 1 },
      ],
      deliveryPaidMinor: 1500,
      deliveryOptions: [
        courier(1500),
        { kind: 'locker', priceMinor: 999, freeFromMinor: null, couldCarry: true },
      ],
    });
    expect(r.wholeOrder).toBe(true);
    expect(r.itemsMinor).toBe(4667 + 1667);
    expect(r.deliveryMinor).toBe(999);
  });
  it('ignores units above what is left and lines not in the order', () => {
    const r = refundAmount({
      lines: [{ ...lines[0]!, returnedBefore: 2 }],
      returned: [
        { lineId: 1, count: 1 },
        { lineId: 9, count: 1 },
      ],
      deliveryPaidMinor: 0,
      deliveryOptions: [],
    });
    expect(r.totalMinor).toBe(0);
    expect(r.lines).toEqual([]);
  });

  const orderArb = fc
    .record({
      lines: fc.array(
        fc.record({
          count: fc.integer({ min: 1, max: 99 }),
          unitPriceMinor: fc.integer({ min: 0, max: 500_000 }),
        }),
        { minLength: 1, maxLength: 6 },
      ),
      discount: fc.integer({ min: 0, max: 2_000_000 }),
      delivery: fc.integer({ min: 0, max: 5_000 }),
      seed: fc.integer(),
    })
    .map(({ lines, discount, delivery, seed }) => {
      // The order as the checkout sold it: computeTotals splits the promo over the lines.
      const totals = computeTotals({
        lines: lines.map((l, i) => ({ id: i + 1, ...l, vatRate: 23 })),
        discount: { amountMinor: discount },
        delivery: { priceMinor: delivery, freeFromMinor: null },
      });
      const orderLines = totals.lines.map((l) => ({
        id: l.id,
        count: l.count,
        unitPriceMinor: l.unitPriceMinor,
        discountMinor: l.discountMinor,
      }));
      return { totals, orderLines, seed };
    });

  it('withdrawing every unit in parts refunds exactly what was paid (property)', () => {
    fc.assert(
      fc.property(
        orderArb,
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 8 }),
        ({ totals, orderLines }, cuts) => {
          // Hand the units back in parts whose sizes come from `cuts`, line by line, then the rest.
          const left = new Map(orderLines.map((l) => [l.id, l.count]));
          const before = new Map(orderLines.map((l) => [l.id, 0]));
          let refunded = 0;
          let deliveries = 0;
          const parts = [...cuts, Number.MAX_SAFE_INTEGER];
          for (const size of parts) {
            let room = size;
            const returned: { lineId: number; count: number }[] = [];
            for (const l of orderLines) {
              const take = Math.min(room, left.get(l.id)!);
              if (take > 0) returned.push({ lineId: l.id, count: take });
              room -= take;
            }
            if (returned.length === 0) break;
            const r = refundAmount({
              lines: orderLines.map((l) => ({ ...l, returnedBefore: before.get(l.id)! })),
              returned,
              deliveryPaidMinor: totals.deliveryMinor,
              deliveryOptions: [courier(totals.deliveryMinor + 1)],
            });
            for (const x of returned) {
              left.set(x.lineId, left.get(x.lineId)! - x.count);
              before.set(x.lineId, before.get(x.lineId)! + x.count);
            }
            expect(r.totalMinor).toBeGreaterThanOrEqual(0);
            refunded += r.totalMinor;
            if (r.wholeOrder) deliveries += 1;
          }
          expect(deliveries).toBe(1);
          expect(refunded).toBe(totals.totalMinor);
        },
      ),
    );
  });

  it('a part never refunds more than its units cost before the promo (property)', () => {
    fc.assert(
      fc.property(orderArb, fc.nat(), ({ orderLines }, pick) => {
        const line = orderLines[pick % orderLines.length]!;
        const count = 1 + (pick % line.count);
        const r = refundAmount({
          lines: orderLines,
          returned: [{ lineId: line.id, count }],
          deliveryPaidMinor: 0,
          deliveryOptions: [],
        });
        expect(r.itemsMinor).toBeLessThanOrEqual(count * line.unitPriceMinor);
        expect(r.itemsMinor).toBe(paidForUnits(line, count));
      }),
    );
  });
});
