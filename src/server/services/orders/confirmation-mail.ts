import type { Totals } from '#domain/checkout/totals';
import type { Locale } from '#domain/locale';
import { formatMoney } from '#domain/money';
import { formatIban } from '#domain/payments/iban';
import type { PaymentMethod } from '#domain/payments/payment-state';
import { greet, renderMail, SHOP_NAME, type MailContent } from '../messaging/layout';

/** What the checkout's confirmation says; money in grosze, from the order's totals. */
export interface ConfirmationData {
  publicId: string;
  locale: Locale;
  name: string;
  lines: ReadonlyArray<{ title: string; count: number; withdrawalExempt: boolean }>;
  totals: Totals;
  delivery: { title: string; where: string };
  payment: PaymentMethod;
  transfer: { account: string; recipient: string; title: string } | null;
  termsVersion: number | null;
  statusUrl: string;
  /** The shop's returns page, where the model withdrawal form is. */
  withdrawalFormUrl: string;
  /** The harmonised notice on the legal guarantee (Implementing Regulation (EU) 2025/1960). */
  legalGuaranteeUrl: string;
}

const COPY = {
  pl: {
    subject: (id: string) => `${SHOP_NAME}: zamówienie ${id}`,
    thanks: 'Dziękujemy za zamówienie. Poniżej jego podsumowanie.',
    number: 'Numer zamówienia',
    delivery: 'Dostawa',
    pay: 'Płatność',
    discount: 'Rabat',
    total: 'Razem do zapłaty',
    vat: (rate: number) => `w tym VAT ${rate}%`,
    payment: {
      online: 'Płatność online',
      transfer: 'Przelew bankowy',
      cod: 'Płatność przy odbiorze',
    },
    transfer: (t: { account: string; recipient: string; title: string }, amount: string) =>
      `Prosimy o przelew ${amount} na konto ${t.account} (${t.recipient}), tytuł: „${t.title}”.`,
    exempt: 'wykonany na zamówienie — bez prawa odstąpienia',
    withdrawal: (v: string) =>
      `Masz prawo odstąpić od umowy w terminie 14 dni od otrzymania towaru bez podania przyczyny (regulamin w wersji ${v}). Wzór formularza odstąpienia:`,
    exemptNote:
      'Prawo odstąpienia nie przysługuje dla towarów wykonanych według specyfikacji klienta (oznaczonych wyżej).',
    guarantee: 'Ustawowa gwarancja zgodności (co najmniej 2 lata):',
    status: 'Status zamówienia',
  },
  en: {
    subject: (id: string) => `${SHOP_NAME}: order ${id}`,
    thanks: 'Thank you for your order. Here is its summary.',
    number: 'Order number',
    delivery: 'Delivery',
    pay: 'Payment',
    discount: 'Discount',
    total: 'Total to pay',
    vat: (rate: number) => `incl. VAT ${rate}%`,
    payment: { online: 'Online payment', transfer: 'Bank transfer', cod: 'Cash on delivery' },
    transfer: (t: { account: string; recipient: string; title: string }, amount: string) =>
      `Please transfer ${amount} to account ${t.account} (${t.recipient}), title: "${t.title}".`,
    exempt: 'made to your specification — no right of withdrawal',
    withdrawal: (v: string) =>
      `You may withdraw from the contract within 14 days of receiving the goods without giving a reason (terms version ${v}). Model withdrawal form:`,
    exemptNote:
      'The right of withdrawal does not apply to goods made to the customer’s specification (marked above).',
    guarantee: 'Legal guarantee of conformity (at least 2 years):',
    status: 'Order status',
  },
  ru: {
    subject: (id: string) => `${SHOP_NAME}: заказ ${id}`,
    thanks: 'Спасибо за заказ. Ниже его сводка.',
    number: 'Номер заказа',
    delivery: 'Доставка',
    pay: 'Оплата',
    discount: 'Скидка',
    total: 'Итого к оплате',
    vat: (rate: number) => `в т. ч. НДС ${rate}%`,
    payment: {
      online: 'Оплата онлайн',
      transfer: 'Банковский перевод',
      cod: 'Оплата при получении',
    },
    transfer: (t: { account: string; recipient: string; title: string }, amount: string) =>
      `Пожалуйста, переведите ${amount} на счёт ${t.account} (${t.recipient}), назначение: «${t.title}».`,
    exempt: 'изготовлен по заказу — без права отказа',
    withdrawal: (v: string) =>
      `Вы можете отказаться от договора в течение 14 дней с момента получения товара без объяснения причин (условия, версия ${v}). Образец формы отказа:`,
    exemptNote:
      'Право отказа не распространяется на товары, изготовленные по спецификации покупателя (отмечены выше).',
    guarantee: 'Законная гарантия соответствия (не менее 2 лет):',
    status: 'Статус заказа',
  },
} as const;

/** The shopper's confirmation, in the order's language (docs/decisions/031-checkout.md). */
export function confirmationMail(d: ConfirmationData): MailContent {
  const c = COPY[d.locale];
  const money = (minor: number) => formatMoney(minor, d.locale);
  const t = d.totals;
  const rows: Array<readonly [string, string]> = [
    [c.number, d.publicId],
    ...d.lines.map(
      (l, i) =>
        [
          `${l.title} × ${l.count}${l.withdrawalExempt ? ` (${c.exempt})` : ''}`,
          money(t.lines[i]!.totalMinor),
        ] as const,
    ),
    ...(t.discountMinor ? [[c.discount, `−${money(t.discountMinor)}`] as const] : []),
    [`${c.delivery}: ${d.delivery.title}`, money(t.deliveryMinor)],
    ...(d.delivery.where ? [[c.delivery, d.delivery.where] as const] : []),
    [c.total, money(t.totalMinor)],
    ...t.vat.map((g) => [c.vat(g.rate), money(g.vatMinor)] as const),
    [c.pay, c.payment[d.payment]],
  ];
  const paragraphs: string[] = [c.thanks];
  if (d.transfer) {
    paragraphs.push(
      c.transfer({ ...d.transfer, account: formatIban(d.transfer.account) }, money(t.totalMinor)),
    );
  }
  paragraphs.push(`${c.withdrawal(String(d.termsVersion ?? 1))} ${d.withdrawalFormUrl}`);
  if (d.lines.some((l) => l.withdrawalExempt)) paragraphs.push(c.exemptNote);
  paragraphs.push(`${c.guarantee} ${d.legalGuaranteeUrl}`);
  return renderMail(d.locale, c.subject(d.publicId), {
    greeting: greet(d.locale, d.name),
    paragraphs,
    rows,
    link: { href: d.statusUrl, label: c.status },
  });
}
