import type { AppLoadContext } from 'react-router';
import type { Locale } from '#domain/locale';
import { currentStaff } from '#web/admin/lib/session.server';
import type { AttributeDef } from './attribute-fields';

/**
 * The shop's filter attributes and their values, for the editor's toggles. No admin call lists
 * the attribute model yet, so this reads the storefront's facets over the whole catalogue
 * (services.catalog.facets): every attribute value some published product uses. A value no
 * published product has yet is missing until an admin list of attributes exists; the editor
 * still shows and keeps the values a product already has (withProductValues).
 */
export async function loadAttributeDefs(
  context: AppLoadContext,
  locale: Locale,
): Promise<AttributeDef[]> {
  const facets = await context.services.catalog.facets({ locale, filters: {} });
  return facets.attributes.map((a) => ({
    key: a.key,
    label: a.label,
    values: a.options.map((o) => ({ slug: o.value, label: o.label })),
  }));
}

/** The signed-in staff member's language (the admin layout's session lookup, shared). */
export async function staffLocale(request: Request, context: AppLoadContext): Promise<Locale> {
  return (await currentStaff(request, context))?.locale ?? 'pl';
}
