import { describe, expect, it } from 'vitest';
import { emptyLoad, settle, view } from './use-load';

const ok = <T>(data: T) => ({ ok: true as const, data });

describe('useLoad state', () => {
  it('is loading until the current key is answered, then shows its data', () => {
    const asked = { id: '["a"]', round: 0 };
    expect(view(emptyLoad<number>(), asked)).toMatchObject({ loading: true, data: undefined });
    const state = settle(emptyLoad<number>(), asked, ok(1));
    expect(view(state, asked)).toMatchObject({ loading: false, data: 1, latest: 1 });
  });

  it('never shows another key’s data as the current one, but keeps it as `latest`', () => {
    const state = settle(emptyLoad<number>(), { id: '["pl"]', round: 0 }, ok(1));
    expect(view(state, { id: '["en"]', round: 0 })).toMatchObject({
      loading: true,
      data: undefined,
      latest: 1,
      error: undefined,
    });
  });

  it('keeps the data shown while a retry of the same key is on its way', () => {
    const state = settle(emptyLoad<number>(), { id: 'k', round: 0 }, ok(1));
    expect(view(state, { id: 'k', round: 1 })).toMatchObject({ loading: true, data: 1 });
  });

  it('reports a failure of the current ask only, and keeps the last good data as `latest`', () => {
    const good = settle(emptyLoad<number>(), { id: 'a', round: 0 }, ok(1));
    const failed = settle(good, { id: 'b', round: 0 }, { ok: false, error: 'boom' });
    expect(view(failed, { id: 'b', round: 0 })).toMatchObject({
      error: 'boom',
      data: undefined,
      latest: 1,
      loading: false,
    });
    // Retried: the error is the previous round's, so it is not shown while asking again.
    expect(view(failed, { id: 'b', round: 1 })).toMatchObject({ error: undefined, loading: true });
  });

  it('asks nothing for a null key', () => {
    expect(view(emptyLoad<number>(), { id: null, round: 0 })).toMatchObject({
      loading: false,
      data: undefined,
    });
  });
});
