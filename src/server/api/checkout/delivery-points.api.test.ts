import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { distanceKm } from '#domain/shipping/point-place';
import { authClient } from '#tests/setup/auth-client';
import {
  shipxEnv,
  standInPoint,
  startShipxStandIn,
  type ShipxStandIn,
  type StandInPoint,
} from '#tests/setup/shipx-stand-in';
import { rows } from '#tests/setup/sql-rows';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

/**
 * Lockers found however typed (docs/rules.md#parcel-lockers): marked letters fold both ways,
 * and a post code or town with no point of its own answers the 10 nearest, with their distance.
 * InPost's copy is a ShipX stand-in's; the shop's own list is tested in checkout.api.test.ts.
 */
function lockers(): StandInPoint[] {
  // 24 in Kraków (30-100 ... 30-123) on a small grid, 12 in Warsaw (00-100 ... 00-111), one in
  // Łódź, one whose data lacks the marks (Zabierzow), one under capitals (ŁAŃCUT).
  const krakow = Array.from({ length: 24 }, (_, i) =>
    standInPoint(
      `KRA${String(i + 1).padStart(2, '0')}M`,
      { latitude: 50.05 + Math.floor(i / 6) * 0.01, longitude: 19.9 + (i % 6) * 0.015 },
      { city: 'Kraków', post_code: `30-1${String(i).padStart(2, '0')}`, street: 'Floriańska' },
    ),
  );
  const warsaw = Array.from({ length: 12 }, (_, i) =>
    standInPoint(
      `WAW${String(i + 1).padStart(2, '0')}M`,
      { latitude: 52.22 + Math.floor(i / 4) * 0.01, longitude: 21.0 + (i % 4) * 0.015 },
      { city: 'Warszawa', post_code: `00-1${String(i).padStart(2, '0')}`, street: 'Żelazna' },
    ),
  );
  return [
    ...krakow,
    ...warsaw,
    standInPoint(
      'LOD01M',
      { latitude: 51.76, longitude: 19.46 },
      {
        city: 'Łódź',
        post_code: '90-001',
        street: 'Piotrkowska',
      },
    ),
    standInPoint(
      'ZAB01M',
      { latitude: 50.11, longitude: 19.78 },
      {
        city: 'Zabierzow',
        post_code: '32-080',
        street: 'Krakowska',
      },
    ),
    standInPoint(
      'LAN01M',
      { latitude: 50.07, longitude: 22.23 },
      {
        city: 'ŁAŃCUT',
        post_code: '37-100',
        street: 'ŚWIĘTEGO',
      },
    ),
  ];
}

interface Point {
  id: string;
  latitude: number;
  longitude: number;
  distance_km: number | null;
}

forEachDatabase('the locker search however typed', (getDb) => {
  let t: TestApp;
  let shipx: ShipxStandIn;
  let api: ReturnType<typeof authClient>;

  beforeAll(async () => {
    shipx = await startShipxStandIn(lockers());
    t = await createTestApp(getDb(), shipxEnv(shipx), { tempDataDir: true });
    api = authClient(t);
    await t.services.shipping.points.sync();
  });
  afterAll(async () => {
    await t?.app.close();
    await shipx?.close();
  });

  const search = async (q: string) => {
    const res = await api.call('GET', `/api/client/delivery/points?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return res.body as Point[];
  };
  const ids = (points: Point[]) => points.map((p) => p.id);
  /** The stand-in's 10 points nearest to `at`, nearest first, with the km the picker shows. */
  const nearestTo = (at: { latitude: number; longitude: number }) => {
    const k = Math.cos((at.latitude * Math.PI) / 180);
    const d = (p: StandInPoint) =>
      (p.location.latitude - at.latitude) ** 2 + ((p.location.longitude - at.longitude) * k) ** 2;
    return [...shipx.points]
      .sort((a, b) => d(a) - d(b))
      .slice(0, 10)
      .map((p) => ({ id: p.name, km: distanceKm(at, p.location) }));
  };
  const centreOf = (points: StandInPoint[]) => ({
    latitude: points.reduce((s, p) => s + p.location.latitude, 0) / points.length,
    longitude: points.reduce((s, p) => s + p.location.longitude, 0) / points.length,
  });

  it('folds marked letters both ways, in towns, streets and capitals', async () => {
    const krakow = ids(await search('Kraków'));
    // Kraków's 24, and Zabierzów's on Krakowska street (a word starting "krakow").
    expect(krakow).toHaveLength(25);
    expect(krakow.filter((id) => id.startsWith('KRA'))).toHaveLength(24);
    expect(krakow).toContain('ZAB01M');
    expect(ids(await search('Krakow'))).toEqual(krakow);
    expect(ids(await search('krakow'))).toEqual(krakow);
    expect(ids(await search('KRAKÓW'))).toEqual(krakow);
    // Streets (the prefix index) and several words (the trigram text).
    const florianska = krakow.filter((id) => id !== 'ZAB01M');
    expect(ids(await search('florianska'))).toEqual(florianska);
    expect(ids(await search('Krakow Florianska'))).toEqual(florianska);
    expect(ids(await search('zelazna'))).toHaveLength(12);
    // Capitals in the data: Łódź and ŁAŃCUT found without marks, and with them.
    expect(ids(await search('lodz'))).toEqual(['LOD01M']);
    expect(ids(await search('Łódź'))).toEqual(['LOD01M']);
    expect(ids(await search('lancut'))).toEqual(['LAN01M']);
    expect(ids(await search('świętego'))).toEqual(['LAN01M']);
    // Data without marks is found by a query with them.
    expect(ids(await search('Zabierzów'))).toEqual(['ZAB01M']);
    // Matches carry no distance.
    expect((await search('krakow')).every((p) => p.distance_km === null)).toBe(true);
    // A mark is not ignored where there is none to fold: "krakowska" is a street, not Kraków.
    expect(ids(await search('krakowska'))).toEqual(['ZAB01M']);
  });

  it('a post code with no point answers the 10 nearest to its area, with distance_km', async () => {
    expect(ids(await search('00-105'))).toEqual(['WAW06M']); // a point's own post code
    // 00-150: no point; 00-15x, 00-1xx: the 12 Warsaw points, their centre the place.
    const found = await search('00-150');
    const place = centreOf(shipx.points.filter((p) => p.name.startsWith('WAW')));
    const expected = nearestTo(place);
    expect(ids(found)).toEqual(expected.map((e) => e.id));
    expect(found.map((p) => p.distance_km)).toEqual(expected.map((e) => e.km));
    // The same typed without the hyphen.
    expect(ids(await search('00150'))).toEqual(ids(found));
    // 31-500: only the region 3 shares its start; the nearest to the centre of its points.
    const region = await search('31-500');
    expect(region).toHaveLength(10);
    const regionPlace = centreOf(
      shipx.points.filter((p) => p.address_details.post_code[0] === '3'),
    );
    expect(ids(region)).toEqual(nearestTo(regionPlace).map((e) => e.id));
    expect(region.every((p) => typeof p.distance_km === 'number')).toBe(true);
    // A post code of a region with no point at all (none starts with 6): nothing.
    expect(await search('61-001')).toEqual([]);
  });

  it('a town with no point offered answers the nearest to where its known points stand', async () => {
    // Wieliczka's only locker is closed (InPost lists it, the shop does not offer it).
    await getDb().db.execute(sql`
      insert into delivery_points (id, name, address, active, source, city, post_code, latitude, longitude)
      values ('WIE01M', 'WIE01M', 'Rynek 1, 32-020 Wieliczka', false, 'inpost', 'Wieliczka',
        '32-020', 49.987, 20.065)`);
    try {
      const found = await search('wieliczka');
      // The stand-in never listed WIE01M: its 10 nearest are the offered ones.
      const expected = nearestTo({ latitude: 49.987, longitude: 20.065 });
      expect(ids(found)).toEqual(expected.map((e) => e.id));
      expect(found.map((p) => p.distance_km)).toEqual(expected.map((e) => e.km));
      expect(found[0]!.distance_km).toBeGreaterThan(0);
    } finally {
      await getDb().db.execute(sql`delete from delivery_points where id = 'WIE01M'`);
    }
    // A town known nowhere: nothing, not all of Poland.
    expect(await search('Szczebrzeszyn')).toEqual([]);
  });

  it('near=LAT,LNG answers the 10 nearest with their distance, nearest first', async () => {
    const at = { latitude: 50.061, longitude: 19.937 };
    const res = await api.call(
      'GET',
      `/api/client/delivery/points?near=${at.latitude},${at.longitude}`,
    );
    const found = res.body as Point[];
    const expected = nearestTo(at);
    expect(ids(found)).toEqual(expected.map((e) => e.id));
    expect(found.map((p) => p.distance_km)).toEqual(expected.map((e) => e.km));
    const kms = found.map((p) => p.distance_km!);
    expect([...kms].sort((a, b) => a - b)).toEqual(kms);
  });

  it('the prefix indexes are the folded ones the search reads', async () => {
    const defs = await rows<{ indexdef: string }>(
      getDb().db,
      sql`select indexdef from pg_indexes where indexname in
        ('delivery_points_city_prefix_idx', 'delivery_points_street_prefix_idx')`,
    );
    expect(defs).toHaveLength(2);
    for (const { indexdef } of defs) expect(indexdef).toMatch(/translate\(lower\(/);
  });
});
