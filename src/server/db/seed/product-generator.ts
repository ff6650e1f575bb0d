import type { Locale } from '../schema/common';
import { LOCALES } from '../schema/common';
import { BRAND, COLOUR, MATERIAL, MODELS, SIZE, STYLE, STYLE_PHRASE } from './attribute-data';
import type { AttributeDef, ValueDef } from './attribute-data';
import type { ProductType, Tr } from './catalog-data';
import { lowestPriceBeforeReduction } from '#domain/prices/lowest-price';
import { gtinCheckDigit } from '#domain/product-safety/gtin';
import { demoGtin, LAMP_SAFETY, LIGHTING_TYPES } from './safety-data';
import { createRng, itemSeed } from './prng';
import type { Rng } from './prng';
import type { SlugRegistry } from './slug';

export interface LeafRef {
  id: number;
  code: string;
  types: readonly ProductType[];
}

/**
 * The demo shop's products above 2000 zł (sofas, wardrobes) do not fit a parcel locker: written
 * with the product (an update of every such product after the bulk load took 5 s at 1,000,000).
 */
export const FITS_LOCKER_UP_TO_MINOR = 200_000;

export interface GeneratedProduct {
  product: {
    id: number;
    categoryId: number;
    sku: string;
    priceMinor: number;
    priceSaleMinor: number | null;
    salePlannedMinor: number | null;
    priceLowest30dMinor: number | null;
    stock: number;
    published: boolean;
    /** A valid GTIN-13 (safety-data.ts). */
    gtin: string;
    /** Warnings per locale: lamps' (safety-data.ts), none for the rest. */
    safety: Partial<Record<Locale, string>>;
    /** Whether it fits a parcel locker: not above 2000 zł (sofas, wardrobes). */
    fitsLocker: boolean;
    createdAt: Date;
    updatedAt: Date;
  };
  /** price_history rows: the prices it was offered at before today's (docs/rules.md#lowest-price). */
  history: {
    productId: number;
    offeredMinor: number;
    regularMinor: number;
    onSale: boolean;
    validFrom: Date;
    source: 'seed';
  }[];
  translations: {
    productId: number;
    locale: Locale;
    title: string;
    slug: string;
    description: string;
  }[];
  images: { productId: number; position: number; url: string; width: number; height: number }[];
  valueIds: number[];
}

export interface GeneratorContext {
  seed: number;
  now: Date;
  leaves: readonly LeafRef[];
  /** `${attributeKey}:${valueSlug}` -> attribute_values.id */
  valueIds: ReadonlyMap<string, number>;
  slugs: Record<Locale, SlugRegistry>;
}

const DAY = 86_400_000;

/** The random parts of product `id`, drawn in a fixed order from its own stream. */
function pickParts(rng: Rng, id: number, ctx: GeneratorContext) {
  // The first products visit every leaf once, so even a tiny shop has no empty category.
  const leaf = id <= ctx.leaves.length ? ctx.leaves[id - 1]! : rng.pick(ctx.leaves);
  const type = rng.pick(leaf.types);
  return {
    leaf,
    type,
    brand: rng.pick(BRAND.values),
    colour: rng.pick(COLOUR.values),
    material: valueOf(MATERIAL, rng.pick(type.materials)),
    style: rng.pick(STYLE.values),
    size: rng.pick(SIZE.values),
    model: rng.pick(MODELS),
  };
}

/**
 * The demo shop's colour families: the same product in several colours, each its own product
 * (address, SKU, price, stock) linked in a product group by the seed. The first id is the
 * family's head: the others copy its category, type, brand, model and material. The olive dining
 * table (id 2 with the default seed) and its black sibling are the acceptance example of
 * docs/rules.md#product-groups; one natural sibling is sold out, to show a marked choice.
 */
export const COLOUR_FAMILIES: ReadonlyArray<
  ReadonlyArray<{ id: number; colour: string; soldOut?: boolean }>
> = [
  [
    { id: 2, colour: 'olive-green' },
    { id: 301, colour: 'black' },
    { id: 302, colour: 'natural', soldOut: true },
  ],
  [
    { id: 5, colour: 'white' },
    { id: 303, colour: 'grey' },
    { id: 304, colour: 'dark-blue' },
  ],
  [
    { id: 9, colour: 'beige' },
    { id: 305, colour: 'terracotta' },
  ],
  [
    { id: 14, colour: 'black' },
    { id: 306, colour: 'white' },
    { id: 307, colour: 'mustard-yellow' },
    { id: 308, colour: 'light-grey' },
  ],
];

function colourFamilyOf(id: number): { head: number; colour: string; soldOut: boolean } | null {
  for (const family of COLOUR_FAMILIES) {
    const member = family.find((m) => m.id === id);
    if (member)
      return { head: family[0]!.id, colour: member.colour, soldOut: member.soldOut ?? false };
  }
  return null;
}

/** Product `id` of the demo shop; the same id always yields the same product for a given seed. */
export function generateProduct(id: number, ctx: GeneratorContext): GeneratedProduct {
  const rng = createRng(itemSeed(ctx.seed, id));
  const own = pickParts(rng, id, ctx);
  // A colour sibling is its family head's product in another colour (docs/rules.md#product-groups).
  const family = colourFamilyOf(id);
  const headRng = family && family.head !== id ? createRng(itemSeed(ctx.seed, family.head)) : null;
  const head = headRng ? pickParts(headRng, family!.head, ctx) : own;
  const { leaf, type, brand, material, style, size, model } = head;
  const colour = family ? valueOf(COLOUR, family.colour) : own.colour;

  // Drawn in every case, so that the rest of the product's stream stays as it was; a sibling
  // costs what its head costs (a sale of its own aside).
  const ownPrice = price(rng, own.type.price);
  const priceMinor = headRng ? price(headRng, type.price) : ownPrice;
  const onSale = rng.chance(0.25);
  const createdAt = new Date(ctx.now.getTime() - rng.int(0, 364) * DAY - rng.int(0, DAY - 1));
  const product = {
    id,
    categoryId: leaf.id,
    sku: `${leaf.code}-${type.code}-${String(id).padStart(6, '0')}`,
    priceMinor,
    priceSaleMinor: onSale ? salePrice(rng, priceMinor) : null,
    stock: rng.chance(0.05) || family?.soldOut ? 0 : rng.int(1, 80),
    published: !rng.chance(0.015) || family !== null,
    gtin: demoGtin(id, gtinCheckDigit),
    safety: (LIGHTING_TYPES as readonly string[]).includes(type.code) ? LAMP_SAFETY : {},
    fitsLocker: priceMinor <= FITS_LOCKER_UP_TO_MINOR,
    createdAt,
    updatedAt: createdAt,
  };
  const history = priceHistoryOf(id, ctx, product);

  const translations = LOCALES.map((locale) => {
    const title = titleOf(locale, type.name, brand, model, material, colour);
    return {
      productId: id,
      locale,
      title,
      slug: ctx.slugs[locale].take(title, `product-${id}`),
      description: describe(rng, locale, {
        type: type.name,
        brand,
        model,
        material,
        colour,
        style,
      }),
    };
  });

  const imageCount = 1 + (rng.chance(0.5) ? 1 : 0) + (rng.chance(0.3) ? 1 : 0);
  const images = Array.from({ length: imageCount }, (_, i) => ({
    productId: id,
    position: i + 1,
    url: `/media/products/${id}/${i + 1}.svg`,
    width: 800,
    height: 800,
  }));

  const valueIds = [
    [BRAND.key, brand],
    [COLOUR.key, colour],
    [MATERIAL.key, material],
    [STYLE.key, style],
    [SIZE.key, size],
  ].map(([key, value]) => {
    const found = ctx.valueIds.get(`${key as string}:${(value as ValueDef).slug}`);
    if (found === undefined)
      throw new Error(`Seed: no attribute value ${key as string}:${(value as ValueDef).slug}`);
    return found;
  });

  return {
    product: {
      ...product,
      salePlannedMinor: product.priceSaleMinor,
      priceLowest30dMinor: lowestPriceBeforeReduction(
        history.map((h) => ({
          at: h.validFrom.getTime(),
          price: h.regularMinor,
          sale: h.onSale ? h.offeredMinor : null,
        })),
        ctx.now.getTime(),
      ),
    },
    translations,
    images,
    valueIds,
    history,
  };
}

/**
 * A believable price history, from its own random stream (so the products themselves stay as
 * they were): the regular price since the product was added; for a sale, the sale price since
 * 3 to 20 days ago (never before the product's second day), and for a third of them a price
 * raised 5 to 15 days before the sale from a lower one, the case the 30-day rule is for.
 */
function priceHistoryOf(
  id: number,
  ctx: GeneratorContext,
  p: { id: number; priceMinor: number; priceSaleMinor: number | null; createdAt: Date },
): GeneratedProduct['history'] {
  const rng = createRng(itemSeed(ctx.seed ^ 0x5a1e, id));
  const row = (at: number, regular: number, sale: number | null) => ({
    productId: p.id,
    offeredMinor: sale ?? regular,
    regularMinor: regular,
    onSale: sale !== null,
    validFrom: new Date(at),
    source: 'seed' as const,
  });
  const created = p.createdAt.getTime();
  if (p.priceSaleMinor === null) return [row(created, p.priceMinor, null)];
  const saleStart = Math.max(created + DAY, ctx.now.getTime() - rng.int(3, 20) * DAY);
  if (saleStart > ctx.now.getTime()) return [row(created, p.priceMinor, p.priceSaleMinor)];
  const rows = [row(created, p.priceMinor, null)];
  const raisedAt = saleStart - rng.int(5, 15) * DAY;
  if (rng.chance(0.33) && raisedAt > created) {
    const earlier = Math.max(p.priceSaleMinor, Math.round((p.priceMinor * 0.9) / 100) * 100 - 1);
    if (earlier < p.priceMinor)
      rows.splice(0, 1, row(created, earlier, null), row(raisedAt, p.priceMinor, null));
  }
  rows.push(row(saleStart, p.priceMinor, p.priceSaleMinor));
  return rows;
}

function valueOf(attribute: AttributeDef, slug: string): ValueDef {
  const value = attribute.values.find((v) => v.slug === slug);
  if (!value) throw new Error(`Seed: ${attribute.key} has no value ${slug}`);
  return value;
}

/** Whole PLN range -> grosze with a shop-like ending: 49.99, 349.99, 1 289.99. */
function price(rng: Rng, [min, max]: [number, number]): number {
  // Skewed towards the cheaper end, as real assortments are.
  const pln = min + (max - min) * rng.next() ** 1.6;
  return withEnding(pln);
}

function withEnding(pln: number, roundUp = false): number {
  const round = roundUp ? Math.ceil : Math.floor;
  const whole =
    pln < 100
      ? Math.max(19, round(pln - (roundUp ? 0.99 : 0)))
      : round((Math.min(pln, 2999) - (roundUp ? 9.99 : 10)) / 10) * 10 + 9;
  return whole * 100 + 99;
}

/** 10-40% off with the same kind of ending (rounded up if rounding down would pass 40%). */
function salePrice(rng: Rng, priceMinor: number): number {
  const target = (priceMinor / 100) * (1 - rng.int(10, 40) / 100);
  let sale = withEnding(target);
  if (sale < priceMinor * 0.6) sale = withEnding(target, true);
  return sale < priceMinor ? sale : priceMinor - 100;
}

function titleOf(
  locale: Locale,
  type: Tr,
  brand: ValueDef,
  model: string,
  material: ValueDef,
  colour: ValueDef,
): string {
  const m = material.label[locale].toLocaleLowerCase(locale);
  const c = colour.label[locale].toLocaleLowerCase(locale);
  if (locale === 'en') return `${brand.label.en} ${model} ${type.en} in ${c} ${m}`;
  return `${type[locale]} ${brand.label[locale]} ${model}, ${m}, ${c}`;
}

interface DescribeParts {
  type: Tr;
  brand: ValueDef;
  model: string;
  material: ValueDef;
  colour: ValueDef;
  style: ValueDef;
}

const INTRO: Record<Locale, ((p: DescribeParts) => string)[]> = {
  pl: [
    (p) => `${p.type.pl} ${p.brand.label.pl} ${p.model} łączy prostą formę z solidnym wykonaniem.`,
    (p) => `Projekt ${p.model} marki ${p.brand.label.pl} powstał z myślą o codziennym użytkowaniu.`,
    (p) => `Kolekcja ${p.model} od ${p.brand.label.pl} wnosi do wnętrza spokój i porządek.`,
  ],
  en: [
    (p) =>
      `The ${p.brand.label.en} ${p.model} ${p.type.en.toLowerCase()} pairs a simple form with solid craftsmanship.`,
    (p) => `Designed by ${p.brand.label.en} for everyday use, ${p.model} is made to be lived with.`,
    (p) => `The ${p.model} collection from ${p.brand.label.en} brings calm and order to any room.`,
  ],
  ru: [
    (p) =>
      `${p.type.ru} ${p.brand.label.ru} ${p.model} сочетает простую форму и надёжное исполнение.`,
    (p) => `Модель ${p.model} от ${p.brand.label.ru} создана для ежедневного использования.`,
    (p) => `Коллекция ${p.model} от ${p.brand.label.ru} приносит в интерьер спокойствие и порядок.`,
  ],
};

const CLOSING: Record<Locale, string[]> = {
  pl: [
    'Wysyłamy w ciągu 48 godzin.',
    'Produkt objęty jest 24-miesięczną gwarancją.',
    'Zwrot jest możliwy w ciągu 30 dni.',
  ],
  en: ['Ships within 48 hours.', 'Comes with a 24-month warranty.', 'Free returns within 30 days.'],
  ru: [
    'Отправляем в течение 48 часов.',
    'Гарантия производителя — 24 месяца.',
    'Бесплатный возврат в течение 30 дней.',
  ],
};

function describe(rng: Rng, locale: Locale, p: DescribeParts): string {
  const m = p.material.label[locale].toLocaleLowerCase(locale);
  const c = p.colour.label[locale].toLocaleLowerCase(locale);
  const style = STYLE_PHRASE[p.style.slug]?.[locale] ?? p.style.label[locale];
  const body: Record<Locale, string> = {
    pl: `Główny materiał to ${m}, a ${c} kolor łatwo łączy się z resztą wystroju. Pasuje do wnętrz ${style}.`,
    en: `Made of ${m} in ${c}, it sits easily with the rest of the room and suits ${style} interiors.`,
    ru: `Основной материал — ${m}, цвет — ${c}. Подойдёт для интерьера ${style}.`,
  };
  const parts = [rng.pick(INTRO[locale])(p), body[locale]];
  if (rng.chance(0.6)) parts.push(rng.pick(CLOSING[locale]));
  return parts.join(' ');
}
