import { describe, expect, it } from 'vitest';
import { postCreateRequest } from '#contracts/admin/content';
import {
  fromLocalInput,
  initialValues,
  localesWithErrors,
  postFormSchema,
  postRequest,
  statusOf,
  toLocalInput,
} from './post-form';

describe('the post form', () => {
  it('turns a datetime-local value and an instant into each other', () => {
    const iso = fromLocalInput('2026-11-24T10:30');
    expect(iso).toMatch(/^2026-11-2\dT\d\d:30:00\.000Z$/);
    expect(toLocalInput(iso)).toBe('2026-11-24T10:30');
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('soon')).toBe('soon');
  });

  it('makes a body the API accepts for each way of publishing', () => {
    const values = initialValues(null, 3);
    for (const l of ['pl', 'en', 'ru'] as const) values.translations[l].title = `T ${l}`;
    const now = new Date('2026-01-01T00:00:00Z');
    expect(postRequest(values, now).published_at).toBeNull();
    expect(postRequest({ ...values, mode: 'now' }, now).published_at).toBe(now.toISOString());
    const at = postRequest({ ...values, mode: 'at', at: '2030-05-01T08:00' });
    expect(new Date(at.published_at!).getFullYear()).toBe(2030);
    expect(postCreateRequest.safeParse(postRequest(values, now)).success).toBe(true);
    // No date chosen for a scheduled post: the schema refuses it on its field.
    const missing = postCreateRequest.safeParse(postRequest({ ...values, mode: 'at', at: '' }));
    expect(missing.error?.issues[0]?.path).toEqual(['published_at']);
    // No section chosen: "choose a section", on its field.
    const noSection = postFormSchema.safeParse(postRequest({ ...values, section_id: null }));
    expect(noSection.error?.issues[0]).toMatchObject({
      path: ['section_id'],
      message: 'section.unknown',
    });
  });

  it('tells draft, scheduled and published apart, and finds the tabs with errors', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(statusOf(null, now)).toBe('draft');
    expect(statusOf('2026-06-02T00:00:00Z', now)).toBe('scheduled');
    expect(statusOf('2026-05-01T00:00:00Z', now)).toBe('published');
    const errors: Record<string, string> = { 'translations.ru.slug': 'taken' };
    expect(localesWithErrors((n) => errors[n])).toEqual(['ru']);
  });
});
