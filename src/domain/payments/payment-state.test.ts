import { describe, expect, it } from 'vitest';
import {
  PAYMENT_STATUSES,
  canMovePayment,
  countsAsRevenue,
  initialPaymentStatus,
  type PaymentStatus,
} from './payment-state';

describe('canMovePayment', () => {
  const allowed = new Set([
    'pending>paid',
    'pending>failed',
    'on_delivery>paid',
    'paid>refunded',
    'paid>partially_refunded',
    'partially_refunded>refunded',
  ]);
  const pairs = PAYMENT_STATUSES.flatMap((from) =>
    PAYMENT_STATUSES.map((to) => [from, to] as [PaymentStatus, PaymentStatus]),
  );
  it.each(pairs)('%s -> %s', (from, to) => {
    expect(canMovePayment(from, to)).toBe(allowed.has(`${from}>${to}`));
  });
});

describe('initialPaymentStatus', () => {
  it.each([
    ['cod', 'on_delivery'],
    ['transfer', 'pending'],
    ['online', 'pending'],
  ] as const)('%s starts %s', (method, status) => {
    expect(initialPaymentStatus(method)).toBe(status);
  });
});

describe('countsAsRevenue', () => {
  it.each([
    ['paid', true],
    ['on_delivery', true],
    ['pending', false],
    ['failed', false],
    ['refunded', false],
  ] as const)('%s -> %s', (status, expected) => {
    expect(countsAsRevenue(status)).toBe(expected);
  });
});
