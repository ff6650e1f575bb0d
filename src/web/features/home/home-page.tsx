import type { ReactNode } from 'react';
import type { Preset } from '#contracts/catalog';
import { CategoryTiles, type CategoryTile } from './category-tiles';
import { HomeHero, UspStrip } from './home-hero';
import { PresetLinks } from './preset-links';
import { SaleShowcase } from './sale-showcase';

/**
 * The home page, top to bottom; `saleGrid` is null when nothing is on sale; `recent` (the
 * products viewed on this device) draws itself after hydration.
 */
export function HomePage(props: {
  categories: CategoryTile[];
  presets: Preset[];
  saleGrid: ReactNode;
  recent?: ReactNode;
}) {
  return (
    <>
      <HomeHero />
      <UspStrip />
      <CategoryTiles categories={props.categories} />
      <PresetLinks presets={props.presets} />
      {props.saleGrid && <SaleShowcase>{props.saleGrid}</SaleShowcase>}
      {props.recent && <div className="container-page pb-12">{props.recent}</div>}
    </>
  );
}
