import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Filters } from '#domain/filters/filter-address';
import { rows } from '#server/db/rows';
import type { Db } from '#server/db/types';
import { RATING_KEY, RATING_MAX, RATING_MIN } from '#domain/filters/filter-set';
import {
  and,
  filterCondition,
  localeLiteral,
  ratingAtLeast,
  ratingColumns,
  scopeFrom,
  type ListingScope,
} from './listing-sql';

/** The rating filter's choices, highest first. */
export const RATING_CHOICES: readonly number[] = Array.from(
  { length: RATING_MAX - RATING_MIN + 1 },
  (_, i) => RATING_MAX - i,
);

export type { Facet, FacetOption, Facets, RatingCount } from '#contracts/facets';
import type { Facet, Facets, RatingCount } from '#contracts/facets';

/**
 * How many positions of `value_ids` get a grouping set; a product with more values has the rest
 * counted by an `unnest` over just those products.
 */
const POSITIONS = 6;

/**
 * Facet counts ignore the facet's own selection: choosing "red" keeps the other colours' counts
 * (what they would give instead), while every other facet narrows them; the price range narrows
 * every facet. The price bounds follow the attribute filters, not the price range.
 *
 * One pass over the scope `s` (materialized once per statement): each product carries a flag per
 * chosen filter (`ok_price`, `f0`, `f1`, ...), and a grouping set per position of `value_ids`
 * (several times cheaper than unnesting the arrays) counts every value with one filtered count
 * for the unchosen attributes (`n`: all flags) and one per chosen attribute (`n<i>`: all flags
 * but its own). Labels are joined to the few counted values only.
 */
export class FacetQuery {
  private readonly chosen: Array<[string, readonly string[]]>;

  constructor(
    private readonly scope: ListingScope,
    private readonly filters: Filters,
  ) {
    const { price: _price, ...attributes } = filters;
    this.chosen = Object.entries(attributes).filter(([, values]) => values.length > 0);
  }

  private flag(i: number): SQL {
    return sql.raw(`f${i}`);
  }

  /** Every attribute flag (no price): the rows a listing with these filters shows, price aside. */
  attributesOk(): SQL {
    return and(this.chosen.map((_, i) => this.flag(i)));
  }

  /** `s as materialized (...)`: the scope with `ids`, `ok_price`, the flags and any `columns`. */
  scopeCte(columns: SQL = sql`p.price_effective_minor as price`): SQL {
    const price = this.filters.price?.length
      ? filterCondition('price', this.filters.price)
      : sql`true`;
    const searching = Boolean(this.scope.search);
    const flags = this.chosen.map(
      ([key, values], i) => sql`, ${filterCondition(key, values, searching)} as ${this.flag(i)}`,
    );
    const { count, sum } = ratingColumns(searching);
    return sql`s as materialized (select ${columns}, p.value_ids as ids, ${price} as ok_price,
      ${count} as rc, ${sum} as rs ${sql.join(flags, sql``)}
      ${scopeFrom(this.scope)})`;
  }

  /** What the counts read from `s`: the price, its flag and the attribute flags. */
  private countedColumns(): SQL {
    return sql.join(
      [sql`price`, sql`ok_price`, ...this.chosen.map((_, i) => this.flag(i))],
      sql`, `,
    );
  }

  /** `g as (...)`: counts per value and, in the row with `total`, the price bounds. */
  countsCte(): SQL {
    const all = this.attributesOk();
    const counts = sql.join(
      [
        sql`count(*) filter (where ok_price and ${all})::int as n`,
        ...this.chosen.map(
          (_, i) =>
            sql`count(*) filter (where ok_price and ${and(this.chosen.flatMap((__, j) => (j === i ? [] : [this.flag(j)])))})::int as ${sql.raw(`n${i}`)}`,
        ),
      ],
      sql`, `,
    );
    // The rating choices' counts: every flag but the rating filter's own.
    const notRating = and(
      this.chosen.flatMap(([key], i) => (key === RATING_KEY ? [] : [this.flag(i)])),
    );
    const ratingCounts = sql.join(
      RATING_CHOICES.map(
        (stars) =>
          sql`count(*) filter (where ok_price and ${notRating} and ${ratingAtLeast(sql`rc`, sql`rs`, stars)})::int as ${sql.raw(`r${stars}`)}`,
      ),
      sql`, `,
    );
    const noRatingCounts = sql.raw(RATING_CHOICES.map(() => 'null').join(', '));
    const positions = Array.from({ length: POSITIONS }, (_, i) => sql.raw(`v${i + 1}`));
    const list = sql.join(positions, sql`, `);
    // The total row (counts, price bounds) is a plain aggregate of its own: as a `()` grouping
    // set it made every other set compute the price bounds too (a third of the facets' time).
    return sql`g as (
      select null::int as v, true as total, ${counts},
             min(price) filter (where ${all}) as min_price, max(price) filter (where ${all}) as max_price,
             ${ratingCounts}
      from s
      union all
      select coalesce(${list}), false, ${counts}, null, null, ${noRatingCounts}
      from (select ${sql.join(
        positions.map((pos, i) => sql`ids[${sql.raw(String(i + 1))}] as ${pos}`),
        sql`, `,
      )}, ${this.countedColumns()} from s) x
      group by grouping sets (${sql.join(
        positions.map((pos) => sql`(${pos})`),
        sql`, `,
      )})
      union all
      select v, false, ${counts}, null, null, ${noRatingCounts}
      from s, unnest(s.ids[${sql.raw(String(POSITIONS + 1))}:]) as v
      where cardinality(s.ids) > ${sql.raw(String(POSITIONS))}
      group by v)`;
  }

  /** How many products the listing shows: the grand total row of `g` (every flag and the price). */
  totalOf(): SQL {
    return sql`(select coalesce(max(g.n), 0) from g where g.total)`;
  }

  /** The counted values with their labels, in the shop's order, as JSON. */
  json(): SQL {
    const loc = localeLiteral(this.scope.locale);
    return sql`(select coalesce(json_agg(y order by y.a_position, y.a_id, y.v_position, y.value), '[]'::json) from (
        select g.*, a.key, a.position as a_position, a.id as a_id, val.position as v_position,
               at.label, val.slug as value, avt.label as value_label
        from g
        left join attribute_values val on val.id = g.v
        left join attributes a on a.id = val.attribute_id
        left join attribute_translations at on at.attribute_id = a.id and at.locale = ${loc}
        left join attribute_value_translations avt on avt.value_id = val.id and avt.locale = ${loc}
        where g.total or (g.v is not null and at.label is not null and avt.label is not null)) y)`;
  }

  /** The facets from the JSON rows of `json()` (`facetRows`; each field is read defensively). */
  parse(counted: Array<Record<string, unknown>>): Facets {
    const { price: _price, ...attributeFilters } = this.filters;
    const chosenIndex = new Map(this.chosen.map(([key], i) => [key, i]));
    // A value may sit at different positions in different products: its rows add up.
    const byValue = new Map<
      string,
      { key: string; label: string; value: string; valueLabel: string; count: number }
    >();
    let min: number | null = null;
    let max: number | null = null;
    let rating: RatingCount[] = RATING_CHOICES.map((stars) => ({ stars, count: 0 }));
    for (const r of counted) {
      if (r.total === true) {
        min = r.min_price == null ? null : Number(r.min_price);
        max = r.max_price == null ? null : Number(r.max_price);
        rating = RATING_CHOICES.map((stars) => ({ stars, count: Number(r[`r${stars}`] ?? 0) }));
        continue;
      }
      const key = String(r.key);
      const i = chosenIndex.get(key);
      const id = `${key}=${String(r.value)}`;
      const entry = byValue.get(id) ?? {
        key,
        label: String(r.label),
        value: String(r.value),
        valueLabel: String(r.value_label),
        count: 0,
      };
      entry.count += Number(i === undefined ? r.n : r[`n${i}`]);
      byValue.set(id, entry);
    }
    const facets = new Map<string, Facet>();
    for (const e of byValue.values()) {
      if (e.count === 0) continue; // options that would give nothing are hidden
      const facet = facets.get(e.key) ?? { key: e.key, label: e.label, options: [] };
      facet.options.push({
        value: e.value,
        label: e.valueLabel,
        count: e.count,
        selected: attributeFilters[e.key]?.includes(e.value) ?? false,
      });
      facets.set(e.key, facet);
    }
    const price =
      min === null || max === null
        ? null
        : { min: Math.floor(min / 100), max: Math.ceil(max / 100) };
    return { attributes: [...facets.values()], rating, price };
  }
}

/**
 * The JSON array `FacetQuery.json()` aggregates: one object per (attribute value, position) and
 * one total row; `parse` reads each field with a conversion, so the rows stay loosely typed.
 */
export const facetRows = z.array(z.record(z.string(), z.unknown()));

/** Filter options with counts for a listing's scope, and its price bounds. */
export async function loadFacets(db: Db, scope: ListingScope, filters: Filters): Promise<Facets> {
  const query = new FacetQuery(scope, filters);
  const [row] = await rows(
    db,
    sql`with ${query.scopeCte()}, ${query.countsCte()} select ${query.json()} as facets`,
    z.object({ facets: facetRows }),
  );
  return query.parse(row?.facets ?? []);
}
