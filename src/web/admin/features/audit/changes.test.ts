import { describe, expect, it } from 'vitest';
import { fieldChanges, showValue } from './changes';

describe('fieldChanges', () => {
  it('lists only the fields that differ, sorted', () => {
    expect(
      fieldChanges(
        { role: 'staff', email: 'a@b.pl', disabled: false },
        { role: 'owner', email: 'a@b.pl', disabled: true },
      ),
    ).toEqual([
      { field: 'disabled', before: 'false', after: 'true' },
      { field: 'role', before: 'staff', after: 'owner' },
    ]);
  });

  it('lists every field of a creation or a deletion', () => {
    expect(fieldChanges(null, { b: 1, a: 'x' })).toEqual([
      { field: 'a', before: null, after: 'x' },
      { field: 'b', before: null, after: '1' },
    ]);
    expect(fieldChanges({ a: 'x' }, null)).toEqual([{ field: 'a', before: 'x', after: null }]);
  });

  it('compares nested values by content and shows a field added or dropped', () => {
    expect(
      fieldChanges(
        { translations: { pl: { title: 'Lampy' } }, gone: 1 },
        { translations: { pl: { title: 'Lampy' } }, added: [1, 2] },
      ),
    ).toEqual([
      { field: 'added', before: null, after: '[1,2]' },
      { field: 'gone', before: '1', after: null },
    ]);
  });

  it('has nothing to say without either side', () => {
    expect(fieldChanges(null, null)).toEqual([]);
  });
});

describe('showValue', () => {
  it('cuts long values short', () => {
    const shown = showValue('x'.repeat(500));
    expect(shown).toHaveLength(200);
    expect(shown?.endsWith('…')).toBe(true);
  });
  it('shows null as null and a missing value as absent', () => {
    expect(showValue(null)).toBe('null');
    expect(showValue(undefined)).toBeNull();
  });
});
