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
      delivered: true,
      final: true,
      attention: false,
    });
    expect(parcelStatusMeaning('returned_to_sender')).toEqual({
      delivered: false,
      final: true,
      attention: true,
    });
    expect(parcelStatusMeaning('undelivered_wrong_address')).toMatchObject({
      final: false,
      attention: true,
    });
    expect(parcelStatusMeaning('out_for_delivery')).toEqual({
      delivered: false,
      final: false,
      attention: false,
    });
  });

  it('links InPost’s tracking page', () => {
    expect(inpostTrackingUrl('62 00')).toBe('https://inpost.pl/sledzenie-przesylek?number=62%2000');
  });
});
