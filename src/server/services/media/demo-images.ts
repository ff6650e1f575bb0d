import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rows } from '#server/db/rows';
import {
  categories,
  categoryTranslations,
  contentPosts,
  contentSections,
} from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import { publishedPost } from '#server/services/shared/sql';

/**
 * Product, category and post pictures drawn as SVG on request: the demo shop (and any product
 * without an uploaded photo) gets a clean, product-photo-like illustration with no downloads and
 * no image libraries. Everything is derived from ids and the row, so a URL always renders the
 * same picture and can be cached forever. No user text is embedded, so nothing needs escaping.
 */
export interface MediaService {
  /** Image `n` (1-based) of a published product, or null when there is no such image. */
  productImage(productId: number, n: number): Promise<string | null>;
  categoryImage(categoryId: number): Promise<string | null>;
  /** Cover of a published post. */
  postImage(postId: number): Promise<string | null>;
}

export function createMediaService(db: Db): MediaService {
  return {
    async productImage(productId, n) {
      if (!isId(productId) || !isId(n)) return null;
      // Indexed lookups: the product's few images (pk prefix), product pk, translation pk, the
      // colour value. By address, not position: staff reorder and delete images, and a drawing
      // keeps its address wherever it moves.
      // Raw: a lateral join picks the first colour (decision 021).
      const [row] = await rows(
        db,
        sql`select t.title, c.slug as colour
              from product_images i
              join products p on p.id = i.product_id and p.published
              left join product_translations t on t.product_id = p.id and t.locale = 'en'
              left join lateral (
                select v.slug from product_attribute_values pv
                  join attribute_values v on v.id = pv.value_id
                  join attributes a on a.id = v.attribute_id and a.key = 'color'
                 where pv.product_id = p.id order by v.position limit 1) c on true
             where i.product_id = ${productId} and i.url = ${`/media/products/${productId}/${n}.svg`}`,
        z.object({ title: z.string().nullable(), colour: z.string().nullable() }),
      );
      return row
        ? renderProductSvg({ id: productId, n, title: row.title ?? '', colour: row.colour })
        : null;
    },
    async categoryImage(categoryId) {
      if (!isId(categoryId)) return null;
      const [row] = await db
        .select({ title: categoryTranslations.title })
        .from(categories)
        .leftJoin(
          categoryTranslations,
          and(
            eq(categoryTranslations.categoryId, categories.id),
            eq(categoryTranslations.locale, 'en'),
          ),
        )
        .where(eq(categories.id, categoryId));
      return row ? renderCategorySvg({ id: categoryId, title: row.title ?? '' }) : null;
    },
    async postImage(postId) {
      if (!isId(postId)) return null;
      const [row] = await db
        .select({ kind: contentSections.kind })
        .from(contentPosts)
        .innerJoin(contentSections, eq(contentSections.id, contentPosts.sectionId))
        .where(and(eq(contentPosts.id, postId), publishedPost));
      return row ? renderPostSvg({ id: postId, kind: row.kind }) : null;
    },
  };
}

const isId = (n: number) => Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647;

// ---- colours ---------------------------------------------------------------------------------

/** The demo shop's colour values; any other slug gets a stable colour from its hash. */
const PALETTE: Record<string, string> = {
  white: '#f2eee6',
  black: '#2e2e30',
  grey: '#8c9096',
  'light-grey': '#c8ccd1',
  beige: '#d9c4a3',
  'dark-blue': '#24406a',
  'olive-green': '#7b8451',
  terracotta: '#c2643f',
  'mustard-yellow': '#d5a62e',
  natural: '#c9a27a',
  red: '#b8453a',
  green: '#4f7d55',
  blue: '#3f6fb0',
};
const BACKGROUNDS = ['#f4f0ea', '#eef1f4', '#f1ede4', '#edf2ee', '#f5eeec', '#f0eef5'];

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function colourOf(slug: string | null, id: number): string {
  if (slug && PALETTE[slug]) return PALETTE[slug];
  const hue = hash(slug ?? `p${id}`) % 360;
  return hsl(hue, 35, 55);
}

function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** Mix a #rrggbb colour towards black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const channel = (i: number) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16);
    return Math.round(v + (target - v) * Math.abs(amount))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

// ---- shapes (800 x 800 stage, floor line around y = 640) ---------------------------------------

type Paint = { c: string; d: string; l: string };
const R = (x: number, y: number, w: number, h: number, f: string, r = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${f}"/>`;
const E = (cx: number, cy: number, rx: number, ry: number, f: string) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${f}"/>`;
const P = (d: string, f: string) => `<path d="${d}" fill="${f}"/>`;
const WOOD = '#a57c52';
const METAL = '#55585d';

// A table of drawings reads best one shape per line.
// prettier-ignore
const SHAPES: Record<string, (p: Paint) => string> = {
  pendant: ({ c, d }) => R(397, 60, 6, 250, METAL) + P('M300 420 Q400 250 500 420 Z', c) + R(300, 414, 200, 12, d, 6) + E(400, 440, 40, 18, '#fff6d8'),
  floorLamp: ({ c, d }) => E(400, 640, 90, 18, METAL) + R(394, 250, 12, 390, METAL) + P('M320 330 L350 170 L450 170 L480 330 Z', c) + R(320, 326, 160, 10, d, 5),
  tableLamp: ({ c, d, l }) => P('M350 640 Q330 520 400 470 Q470 520 450 640 Z', c) + R(396, 380, 8, 100, METAL) + P('M300 400 L340 260 L460 260 L500 400 Z', l) + R(300, 396, 200, 8, d, 4),
  wallLamp: ({ c, d }) => R(380, 250, 40, 120, shade(d, 0.5), 8) + R(400, 300, 120, 10, METAL) + P('M460 300 L490 180 L580 180 L610 300 Z', c) + R(460, 296, 150, 8, d, 4),
  chair: ({ c, d }) => R(310, 170, 180, 230, c, 18) + R(290, 400, 220, 40, d, 10) + R(305, 440, 16, 200, WOOD) + R(479, 440, 16, 200, WOOD),
  armchair: ({ c, d }) => R(260, 260, 280, 240, c, 50) + R(230, 360, 70, 200, d, 30) + R(500, 360, 70, 200, d, 30) + R(300, 430, 200, 80, shade(c, 0.15), 20) + R(260, 560, 14, 80, WOOD) + R(526, 560, 14, 80, WOOD),
  sofa: ({ c, d }) => R(110, 300, 580, 200, c, 40) + R(80, 380, 90, 190, d, 30) + R(630, 380, 90, 190, d, 30) + R(170, 430, 230, 90, shade(c, 0.12), 18) + R(400, 430, 230, 90, shade(c, 0.12), 18) + R(120, 570, 14, 70, WOOD) + R(666, 570, 14, 70, WOOD),
  table: ({ c, d }) => R(130, 380, 540, 30, c, 6) + R(170, 410, 22, 230, d) + R(608, 410, 22, 230, d),
  coffeeTable: ({ c, d }) => E(400, 500, 250, 55, c) + R(150, 500, 500, 20, d) + R(250, 520, 16, 120, d) + R(534, 520, 16, 120, d),
  desk: ({ c, d }) => R(130, 360, 540, 26, c, 4) + R(150, 386, 18, 254, d) + R(470, 386, 180, 140, shade(c, -0.1), 4) + R(540, 440, 40, 8, d, 4) + R(632, 526, 18, 114, d),
  officeChair: ({ c, d }) => R(320, 150, 160, 220, c, 40) + R(300, 390, 200, 50, d, 20) + R(392, 440, 16, 120, METAL) + R(290, 560, 220, 14, METAL, 7) + E(295, 630, 14, 14, '#333') + E(505, 630, 14, 14, '#333') + E(400, 630, 14, 14, '#333'),
  stool: ({ c, d }) => E(400, 300, 110, 30, c) + R(330, 310, 14, 330, d) + R(456, 310, 14, 330, d) + R(340, 500, 120, 10, d),
  shelf: ({ c, d, l }) => R(220, 120, 360, 520, d, 4) + [160, 280, 400, 520].map((y) => R(236, y, 328, 100, shade(l, 0.4)) + R(256, y + 30, 24, 70, c) + R(284, y + 20, 20, 80, WOOD) + R(470, y + 40, 60, 60, c, 30)).join(''),
  sideboard: ({ c, d }) => R(150, 330, 500, 250, c, 8) + R(170, 350, 225, 210, shade(c, 0.1), 4) + R(405, 350, 225, 210, shade(c, 0.1), 4) + R(380, 440, 8, 40, d, 4) + R(412, 440, 8, 40, d, 4) + R(180, 580, 14, 60, WOOD) + R(606, 580, 14, 60, WOOD),
  pot: ({ c, d }) => R(250, 360, 300, 230, c, 30) + R(240, 340, 320, 30, d, 12) + R(380, 310, 40, 30, d, 10) + R(190, 390, 60, 20, d, 10) + R(550, 390, 60, 20, d, 10),
  pan: ({ c, d }) => E(360, 500, 190, 70, d) + E(360, 490, 170, 55, c) + R(540, 478, 200, 24, METAL, 12),
  plate: ({ c, d, l }) => E(400, 520, 260, 90, d) + E(400, 512, 240, 80, c) + E(400, 505, 150, 48, l),
  bowl: ({ c, d, l }) => P('M180 420 Q400 720 620 420 Z', c) + E(400, 420, 220, 40, d) + E(400, 420, 200, 30, l),
  mug: ({ c, d }) => R(280, 300, 220, 300, c, 24) + P('M500 360 q90 0 90 90 q0 90 -90 90 v-40 q50 0 50 -50 q0 -50 -50 -50 Z', d) + E(390, 300, 110, 16, d),
  cup: ({ c, d, l }) => E(400, 600, 230, 40, d) + P('M270 380 L530 380 Q520 590 400 590 Q280 590 270 380 Z', c) + E(400, 380, 130, 20, l) + P('M525 420 q70 10 50 80 q-20 40 -70 40 v-30 q40 0 45 -30 q5 -35 -30 -40 Z', d),
  jar: ({ c, d }) => R(290, 250, 220, 370, shade(c, 0.3), 40) + R(300, 210, 200, 60, d, 12) + R(310, 400, 180, 200, c, 30),
  box: ({ c, d }) => R(220, 360, 360, 260, c, 24) + R(200, 330, 400, 50, d, 16) + R(370, 345, 60, 12, shade(d, -0.3), 6),
  cushion: ({ c, d }) => P('M210 230 Q400 270 590 230 Q560 420 590 610 Q400 570 210 610 Q240 420 210 230 Z', c) + E(400, 420, 14, 14, d),
  throw: ({ c, d, l }) => [0, 1, 2, 3].map((i) => R(200, 560 - i * 70, 400, 70, i % 2 ? c : shade(c, 0.12), 20)).join('') + R(200, 300, 400, 12, l) + R(200, 350, 400, 8, d),
  rug: ({ c, d, l }) => P('M160 600 L300 360 L640 360 L500 600 Z', c) + P('M210 575 L320 385 L590 385 L480 575 Z', d) + P('M260 550 L340 410 L540 410 L460 550 Z', l),
  vase: ({ c, d }) => R(396, 150, 6, 170, '#6b8f5a') + R(430, 180, 6, 140, '#6b8f5a') + E(399, 150, 26, 14, '#d9a6a0') + P('M340 640 Q270 480 350 360 L450 360 Q530 480 460 640 Z', c) + E(400, 360, 50, 12, d),
  candle: ({ c, d }) => R(320, 380, 160, 260, c, 14) + E(400, 380, 80, 16, d) + R(396, 340, 8, 40, '#333') + E(400, 322, 14, 26, '#f3b640'),
  frame: ({ c, d }) => R(210, 170, 380, 460, c, 6) + R(250, 210, 300, 380, '#eef2f5') + P('M250 590 L350 430 L420 520 L470 470 L550 590 Z', shade(d, 0.2)) + E(480, 290, 30, 30, '#f0c75e'),
  mirror: ({ c }) => P('M260 640 L260 300 Q260 140 400 140 Q540 140 540 300 L540 640 Z', c) + P('M290 610 L290 305 Q290 170 400 170 Q510 170 510 305 L510 610 Z', '#dde7ee') + P('M330 560 L470 240 L490 260 L350 580 Z', '#f4f8fb'),
  planter: ({ c, d }) => P('M400 380 Q300 200 360 130 Q420 250 400 380 Z M400 380 Q500 200 560 200 Q500 330 400 380 Z M400 380 Q280 300 230 250 Q320 250 400 380 Z', '#5f8a58') + P('M280 380 L520 380 L480 640 L320 640 Z', c) + R(270, 370, 260, 30, d, 8),
  lantern: ({ c, d }) => R(390, 120, 20, 60, d, 6) + P('M300 220 L500 220 L470 180 L330 180 Z', c) + R(310, 220, 180, 340, shade(c, 0.55), 10) + E(400, 420, 50, 70, '#f7d77a') + R(300, 560, 200, 30, c, 6) + [310, 470].map((x) => R(x, 220, 20, 340, c)).join(''),
  lounger: ({ c, d }) => P('M140 500 L560 500 L680 300 L650 285 L540 470 L140 470 Z', c) + R(170, 500, 14, 140, d) + R(520, 500, 14, 140, d) + R(620, 380, 14, 260, d),
  towel: ({ c, d }) => [0, 1, 2].map((i) => R(230, 540 - i * 90, 340, 90, i === 1 ? shade(c, 0.1) : c, 26) + R(230, 600 - i * 90, 340, 8, d)).join(''),
  bottle: ({ c, d }) => R(320, 300, 160, 330, c, 40) + R(370, 250, 60, 60, d, 6) + R(385, 200, 30, 60, METAL) + R(385, 200, 90, 18, METAL, 6),
  generic: ({ c, d }) => R(250, 300, 300, 320, c, 30) + R(250, 300, 300, 40, d, 20),
};

/** First match wins: specific names before the general ones they contain ("table lamp" < "table"). */
// prettier-ignore
const KEYWORDS: [RegExp, string][] = [
  [/lantern|outdoor/i, 'lantern'], [/wall lamp|sconce/i, 'wallLamp'], [/floor lamp/i, 'floorLamp'], [/pendant|ceiling|lighting/i, 'pendant'],
  [/lamp/i, 'tableLamp'], [/office chair/i, 'officeChair'], [/stool/i, 'stool'], [/armchair/i, 'armchair'],
  [/lounger/i, 'lounger'], [/sofa|furniture/i, 'sofa'], [/chair/i, 'chair'], [/coffee table/i, 'coffeeTable'],
  [/organi[sz]er|bread bin|box/i, 'box'], [/desk|office/i, 'desk'], [/table/i, 'table'], [/jar/i, 'jar'],
  [/bookcase|shel|storage/i, 'shelf'], [/sideboard|cabinet|dresser/i, 'sideboard'], [/frying pan|\bpan\b/i, 'pan'], [/pot\b|cookware|saucepan|kitchen/i, 'pot'],
  [/plate|dinnerware/i, 'plate'], [/bowl/i, 'bowl'], [/mug/i, 'mug'], [/cup/i, 'cup'],
  [/cushion|pillow|textile/i, 'cushion'], [/throw|blanket|duvet|bedding/i, 'throw'], [/bath mat|rug|carpet/i, 'rug'], [/vase|decor/i, 'vase'],
  [/candle/i, 'candle'], [/mirror/i, 'mirror'], [/frame/i, 'frame'], [/planter|plant|garden/i, 'planter'],
  [/towel|bathroom/i, 'towel'], [/dispenser|bottle|accessor/i, 'bottle'],
];

export function shapeFor(title: string): string {
  return KEYWORDS.find(([pattern]) => pattern.test(title))?.[1] ?? 'generic';
}

function draw(shape: string, colour: string): string {
  const fn = SHAPES[shape] ?? SHAPES.generic!;
  // A faint outline keeps white and light-grey products visible on the light backdrop.
  const paint = { c: colour, d: shade(colour, -0.25), l: shade(colour, 0.35) };
  return `<g stroke="#000" stroke-opacity="0.12" stroke-width="2">${fn(paint)}</g>`;
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;

/** A studio shot: soft backdrop, floor shadow, the object; n = 2 mirrors it, n = 3 is a close-up. */
export function renderProductSvg(p: {
  id: number;
  n: number;
  title: string;
  colour: string | null;
}): string {
  const bg = BACKGROUNDS[(p.id + p.n) % BACKGROUNDS.length]!;
  const view =
    p.n % 3 === 0
      ? 'translate(400 420) scale(1.55) translate(-400 -420)'
      : p.n % 2 === 0
        ? 'translate(800 0) scale(-1 1)'
        : '';
  const body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(bg, 0.4)}"/>` +
    `<stop offset="1" stop-color="${shade(bg, -0.06)}"/></linearGradient></defs>` +
    R(0, 0, 800, 800, 'url(#bg)') +
    R(0, 640, 800, 160, shade(bg, -0.04)) +
    `<g transform="${view}">${E(400, 645, 260, 22, 'rgba(0,0,0,0.10)')}${draw(shapeFor(p.title), colourOf(p.colour, p.id))}</g>`;
  return svg(800, 800, body);
}

export function renderCategorySvg(c: { id: number; title: string }): string {
  const bg = BACKGROUNDS[c.id % BACKGROUNDS.length]!;
  const colour = hsl((c.id * 47) % 360, 30, 58);
  return svg(
    800,
    800,
    R(0, 0, 800, 800, bg) +
      E(400, 430, 330, 330, shade(colour, 0.7)) +
      E(400, 645, 240, 20, 'rgba(0,0,0,0.08)') +
      draw(shapeFor(c.title), colour),
  );
}

/** A wide interior vignette (1200 x 630, the Open Graph size): wall, floor and two objects. */
export function renderPostSvg(p: { id: number; kind: string }): string {
  const hue = (p.id * 67 + (p.kind === 'news' ? 180 : 20)) % 360;
  const wall = hsl(hue, 25, 88);
  const names = Object.keys(SHAPES).filter((s) => s !== 'generic');
  const left = names[p.id % names.length]!;
  const right = names[(p.id * 7 + 3) % names.length]!;
  const body =
    R(0, 0, 1200, 630, wall) +
    R(0, 470, 1200, 160, hsl(hue, 20, 72)) +
    R(760, 80, 300, 260, shade(wall, 0.6), 8) +
    `<g transform="translate(60 -20) scale(0.75)">${draw(left, hsl((hue + 150) % 360, 40, 52))}</g>` +
    `<g transform="translate(560 -20) scale(0.75)">${draw(right, hsl((hue + 40) % 360, 45, 55))}</g>`;
  return svg(1200, 630, body);
}
