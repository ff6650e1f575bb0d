import { describe, expect, it } from 'vitest';
import { paymentDescription } from './payment-description';

describe('paymentDescription', () => {
  it('names the order by its short number in the order’s language', () => {
    expect(paymentDescription(10091, 'pl')).toBe('Zamówienie nr 10091');
    expect(paymentDescription(10091, 'en')).toBe('Order no. 10091');
    expect(paymentDescription(10091, 'ru')).toBe('Заказ № 10091');
  });
});
