import { describe, expect, it } from 'vitest';
import { defaultParcelSize, inpostTrackingUrl, parcelStatusMeaning } from './parcel-rules';

describe('parcel rules', () => {
  it.each([
    [1, 'small'],
    [2, 'small'],
    [3, 'medium'],
    [6, 'medium'],
    [7, 'large'],
  ] as const)('%i items default to %s', (items, size) => {
    expect(defaultParcelSize(items)).toBe(size);
  });

  it('reads ShipX statuses for the order', () => {
    expect(parcelStatusMeaning('delivered')).toEqual({
      taken: true,
      delivered: true,
      final: true,
      attention: false,
    });
    expect(parcelStatusMeaning('returned_to_sender')).toEqual({
      taken: true,
      delivered: false,
      final: true,
      attention: true,
    });
    expect(parcelStatusMeaning('undelivered_wrong_address')).toMatchObject({
      final: false,
      attention: true,
    });
    expect(parcelStatusMeaning('out_for_delivery')).toEqual({
      taken: true,
      delivered: false,
      final: false,
      attention: false,
    });
  });

  it('tells a parcel InPost has from one only booked and labelled', () => {
    // Booked, paid, label printed: still on the shop's shelf.
    for (const status of ['created', 'offers_prepared', 'offer_selected', 'confirmed'])
      expect(parcelStatusMeaning(status).taken).toBe(false);
    // Dropped in a locker by the shop, or collected by a courier: InPost has it.
    for (const status of ['dispatched_by_sender', 'collected_from_sender', 'taken_by_courier'])
      expect(parcelStatusMeaning(status).taken).toBe(true);
    // A status the shop does not know changes nothing.
    expect(parcelStatusMeaning('some_new_status')).toEqual({
      taken: false,
      delivered: false,
      final: false,
      attention: false,
    });
  });

  it('links InPost’s tracking page', () => {
    expect(inpostTrackingUrl('62 00')).toBe('https://inpost.pl/sledzenie-przesylek?number=62%2000');
  });
});
