import { describe, expect, it } from 'vitest';
import { pointFromShipx } from './point-sync';
import { shipxFieldErrors, splitStreet } from './shipment-request';

describe('ShipX shapes', () => {
  it('splits a street from its building number', () => {
    expect(splitStreet('Marszałkowska 10/2')).toEqual({
      street: 'Marszałkowska',
      building_number: '10/2',
    });
    expect(splitStreet('Aleja 3 Maja 5A')).toEqual({
      street: 'Aleja 3 Maja',
      building_number: '5A',
    });
    expect(splitStreet('Rynek')).toEqual({ street: 'Rynek', building_number: '' });
  });

  it('puts ShipX’s validation details on the order’s fields', () => {
    expect(
      shipxFieldErrors({
        error: 'validation_failed',
        details: {
          receiver: [{ phone: ['invalid'], address: [{ post_code: ['invalid'] }] }],
          custom_attributes: [{ target_point: ['does_not_exist'] }],
        },
      }),
    ).toEqual({ phone: ['invalid'], address: ['invalid'], delivery_point: ['does_not_exist'] });
    expect(shipxFieldErrors({ message: 'Offer expired' })).toEqual({ shipment: ['Offer expired'] });
  });

  it('copies a point, offering only operating ones and refusing one without a code', () => {
    const point = pointFromShipx({
      name: 'kra01m',
      status: 'Operating',
      location: { latitude: 50.06, longitude: 19.94 },
      address: { line1: 'Długa 1', line2: '30-001 Kraków' },
      address_details: {
        city: 'Kraków',
        post_code: '30-001',
        street: 'Długa',
        building_number: '1',
      },
      location_description: 'Przy sklepie',
      opening_hours: '24/7',
    });
    expect(point).toMatchObject({
      id: 'KRA01M',
      address: 'Długa 1, 30-001 Kraków',
      active: true,
      street: 'Długa 1',
    });
    expect(pointFromShipx({ name: 'KRA02M', status: 'NonOperating' })?.active).toBe(false);
    expect(pointFromShipx({ name: 'bad code!' })).toBeNull();
  });
});
