// Each test's own catalogue: categories and products made through the back office's API (as the
// shop's staff would), so no test reserves or changes a slice of the seeded shop. A catalogue
// change clears the page cache, so the shop shows them at once. Titles and SKUs carry the test's
// tag, so searches and menus find exactly this test's data.
import { expect, type APIRequestContext } from '@playwright/test';
import type { AttributesInput } from '#contracts/admin/products';
import { ADMIN_API, API, apiPath } from '#contracts/api-paths';
import type { Category, Product } from '#contracts/catalog';
import type { Locale } from '#domain/locale';
import { adminCall } from './admin';
import { LOCALES } from './text';

export interface ShopCategory {
  id: number;
  /** Its name in each language. */
  titles: Record<Locale, string>;
  /** Its listing's address in each language. */
  urls: Record<Locale, string>;
}

export interface ProductSpec {
  price?: number;
  /** A sale price, below `price`. */
  sale?: number | null;
  stock?: number;
  /** Filter attributes: key -> value slugs of the seeded attributes (brand, color, material…). */
  attributes?: AttributesInput;
  /** The Polish title (the tag is added); English and Russian follow it. */
  title?: string;
}

export interface ShopProduct {
  id: number;
  sku: string;
  /** The Polish title, as the shop's default language shows it. */
  title: string;
  titles: Record<Locale, string>;
  price: number;
  price_sale: number | null;
  /** Its page in Polish. */
  url: string;
}

let made = 0;

export class ShopData {
  constructor(
    private readonly api: APIRequestContext,
    /** Unique to the test: in every title and SKU it makes. */
    readonly tag: string,
    /** Where its categories go (a worker's own top category), null for the top level. */
    private readonly parentId: number | null,
  ) {}

  /**
   * A new category (under the worker's, unless `parentId` says otherwise), named `name` in every
   * language, or "Kategoria"/"Category"/"Категория", with the tag and a number.
   */
  async category(name?: string, parentId: number | null = this.parentId): Promise<ShopCategory> {
    const n = ++made;
    const titles = {
      pl: `${name ?? 'Kategoria'} ${this.tag} ${n}`,
      en: `${name ?? 'Category'} ${this.tag} ${n}`,
      ru: `${name ?? 'Категория'} ${this.tag} ${n}`,
    };
    const res = await adminCall(this.api, 'POST', ADMIN_API.categories, {
      ...(parentId === null ? {} : { parent_id: parentId }),
      translations: {
        pl: { title: titles.pl },
        en: { title: titles.en },
        ru: { title: titles.ru },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const urls = {} as Record<Locale, string>;
    for (const locale of LOCALES) urls[locale] = (await this.shopCategory(locale, id)).url;
    return { id, titles, urls };
  }

  /** Published products in `category`, one per spec (a number: that many with defaults). */
  async products(category: ShopCategory, specs: ProductSpec[] | number): Promise<ShopProduct[]> {
    const list = typeof specs === 'number' ? Array.from({ length: specs }, () => ({})) : specs;
    const created: Omit<ShopProduct, 'url'>[] = [];
    for (const spec of list) created.push(await this.createProduct(category, spec));
    const shown = await this.listed(category.id);
    return created.map((p) => {
      const url = shown.find((s) => s.id === p.id)?.url;
      expect(url, `product ${p.sku} is listed in its category`).toBeTruthy();
      return { ...p, url: url! };
    });
  }

  /** One product in `category`. */
  async product(category: ShopCategory, spec: ProductSpec = {}): Promise<ShopProduct> {
    const [product] = await this.products(category, [spec]);
    return product!;
  }

  private async createProduct(category: ShopCategory, spec: ProductSpec) {
    const n = ++made;
    const name = spec.title ?? 'Produkt';
    const titles = {
      pl: `${name} ${this.tag} ${n}`,
      en: `Product ${this.tag} ${n}`,
      ru: `Товар ${this.tag} ${n}`,
    };
    const sku = `E2E-${this.tag}-${n}`.toUpperCase();
    const price = spec.price ?? 100;
    const res = await adminCall(this.api, 'POST', ADMIN_API.products, {
      sku,
      category_id: category.id,
      price,
      sale_price: spec.sale ?? null,
      stock: spec.stock ?? 50,
      published: true,
      attributes: spec.attributes ?? {},
      translations: {
        pl: { title: titles.pl, description: `Opis produktu ${titles.pl}.` },
        en: { title: titles.en },
        ru: { title: titles.ru },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { id } = (await res.json()) as { id: number };
    return { id, sku, title: titles.pl, titles, price, price_sale: spec.sale ?? null };
  }

  /** The first page of the category's listing, as the shop's API gives it. */
  private async listed(categoryId: number): Promise<Product[]> {
    const res = await this.api.get(apiPath(API.catalogPage, { locale: 'pl', categoryId }));
    expect(res.status()).toBe(200);
    return ((await res.json()) as { products: Product[] }).products;
  }

  private async shopCategory(locale: Locale, id: number): Promise<Category> {
    const res = await this.api.get(apiPath(API.categoryTree, { locale }));
    const tree = (await res.json()) as { data: { categories: Category[] } };
    const find = (nodes: Category[]): Category | undefined =>
      nodes.map((n) => (n.id === id ? n : find(n.children))).find(Boolean);
    const found = find(tree.data.categories);
    expect(found, `category ${id} in the shop's ${locale} menu`).toBeTruthy();
    return found!;
  }
}
