import { isInEu } from './countries';

/**
 * GPSR art. 19 (docs/rules.md#product-safety): an offer names its manufacturer, and a
 * responsible person in the EU when the manufacturer is outside it. The shop refuses to publish
 * a product that could not show them; these are the reasons, as the 422's field map.
 */
export interface SafetyParties {
  /** The product's own manufacturer, else the shop's default; null: none. */
  manufacturer: { country: string } | null;
  responsiblePerson: { country: string } | null;
}

export type PublishBlockers = Partial<
  Record<'manufacturer_id' | 'responsible_person_id', string[]>
>;

export function publishBlockers({
  manufacturer,
  responsiblePerson,
}: SafetyParties): PublishBlockers {
  if (!manufacturer) return { manufacturer_id: ['required_to_publish'] };
  if (isInEu(manufacturer.country)) return {};
  if (!responsiblePerson) return { responsible_person_id: ['required_outside_eu'] };
  if (!isInEu(responsiblePerson.country)) return { responsible_person_id: ['not_in_eu'] };
  return {};
}

/** True when a published product lacks what the rule asks (the "missing safety data" filter). */
export function missingSafetyData(parties: SafetyParties): boolean {
  return Object.keys(publishBlockers(parties)).length > 0;
}
