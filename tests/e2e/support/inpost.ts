// InPost's side of the parcels e2e (docs/decisions/057-parcels.md): global-setup starts the ShipX
// stand-in (tests/setup/shipx-stand-in.ts) with these points and turns InPost on for the one e2e
// server; a spec delivers ShipX's webhook with the secret in its address (docs/api.md "Parcels
// (InPost)").
import type { APIRequestContext } from '@playwright/test';
import { API } from '#contracts/api-paths';
import { DEMO_DELIVERY_POINTS } from '#server/db/seed/checkout-data';
import { standInPoint, type StandInPoint } from '#tests/setup/shipx-stand-in';

/** Where each demo town's lockers stand (their centres, a few hundred metres apart). */
const TOWNS: Record<string, { latitude: number; longitude: number }> = {
  Gdańsk: { latitude: 54.352, longitude: 18.6466 },
  Gdynia: { latitude: 54.5189, longitude: 18.5305 },
  Warszawa: { latitude: 52.2297, longitude: 21.0122 },
  Kraków: { latitude: 50.0614, longitude: 19.9366 },
  Poznań: { latitude: 52.4064, longitude: 16.9252 },
  Wrocław: { latitude: 51.1079, longitude: 17.0385 },
  Łódź: { latitude: 51.7592, longitude: 19.456 },
};

/** Kraków's main square: "near me" there answers Kraków's lockers, KRA01M first. */
export const NEAR_KRAKOW = { latitude: 50.0616, longitude: 19.9372 };

/**
 * InPost's lockers as the stand-in serves them: the demo shop's own list under the same codes
 * (so the checkout specs that pick GDA01M in Gdańsk pass with InPost on), with the post code,
 * street and coordinates ShipX gives. `KRA01M` stands at Floriańska 3, 30-100 Kraków.
 */
export function e2ePoints(): StandInPoint[] {
  return DEMO_DELIVERY_POINTS.map((p) => {
    const [, street = '', postCode = '', city = ''] =
      /^(.*) \d+, (\d\d-\d{3}) (.*)$/.exec(p.address) ?? [];
    const centre = TOWNS[city] ?? TOWNS['Warszawa']!;
    // The town's n-th locker (its code's number) a little further north-east.
    const step = (Number(p.id.slice(3, 5)) - 1) * 0.002;
    return standInPoint(
      p.id,
      { latitude: centre.latitude + step, longitude: centre.longitude + step },
      { city, post_code: postCode, street },
    );
  });
}

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the e2e through global-setup`);
  return value;
};

/** ShipX telling the shop a parcel moved; `secret` other than the shop's makes a forgery. */
export async function deliverInpostStatus(
  request: APIRequestContext,
  shipment: { shipment_id: string; tracking_number: string | null },
  status: string,
  secret = env('E2E_INPOST_WEBHOOK_SECRET'),
) {
  const res = await request.post(`${API.inpostWebhook}?secret=${encodeURIComponent(secret)}`, {
    data: {
      action: 'shipment_status_changed',
      payload: {
        shipment_id: Number(shipment.shipment_id),
        status,
        tracking_number: shipment.tracking_number,
      },
    },
  });
  await res.body();
  return res.status();
}

/**
 * A stand-in of InPost's Geowidget script (the real one cannot load here): it defines
 * `<inpost-geowidget>` as a button that reports KRA03M the way the widget does, as a
 * CustomEvent named by the element's `onpoint` attribute, dispatched on the document.
 */
export const GEOWIDGET_STAND_IN = `
customElements.define('inpost-geowidget', class extends HTMLElement {
  connectedCallback() {
    const choose = document.createElement('button');
    choose.type = 'button';
    choose.textContent = 'KRA03M (' + this.getAttribute('language') + ')';
    choose.addEventListener('click', () => document.dispatchEvent(
      new CustomEvent(this.getAttribute('onpoint'), { detail: { name: 'KRA03M', type: ['parcel_locker'] } }),
    ));
    this.append(choose);
  }
});`;
