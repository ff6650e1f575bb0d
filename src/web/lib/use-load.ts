import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/**
 * The shop's one way to load data in the browser (docs/decisions/058-one-way-to-load.md):
 * `useLoad(key, load)` asks `load` whenever `key` changes (and on `retry()`), keeps only the
 * answer to the key and round asked last, and aborts what was asked before. A `null` key asks
 * nothing (a guest's account, a menu not reached for yet).
 */

/** What is kept between renders: the last settled answer, and the last good data of any key. */
export interface LoadState<T> {
  /** The key and round the settled answer belongs to. */
  id: string | null;
  round: number;
  result: { ok: true; data: T } | { ok: false; error: unknown } | null;
  /** The newest data of any key: what a screen keeps showing while the next answer is on its way. */
  latest: T | undefined;
}

export interface Loaded<T> {
  /** The answer to the current key, once it came. */
  data: T | undefined;
  /** The newest data of any key (the checkout's summary stays while a new quote is asked). */
  latest: T | undefined;
  /** Why the current key's load failed. */
  error: unknown;
  /** Asked and not answered yet (a first load, a new key or a retry). */
  loading: boolean;
  /** Ask again with the same key; data stays shown meanwhile. */
  retry: () => void;
  /** Change the data in place after a write the server confirmed (an address added). */
  update: (change: (data: T) => T) => void;
}

export const emptyLoad = <T>(): LoadState<T> => ({
  id: null,
  round: 0,
  result: null,
  latest: undefined,
});

/**
 * The state after `load` answered the ask of `id` in `round`. (An older ask never settles: the
 * hook aborts it when the key or round moves on, and `view` reads only the current one.)
 */
export function settle<T>(
  state: LoadState<T>,
  asked: { id: string; round: number },
  result: { ok: true; data: T } | { ok: false; error: unknown },
): LoadState<T> {
  return {
    id: asked.id,
    round: asked.round,
    result,
    latest: result.ok ? result.data : state.latest,
  };
}

/** What a screen reads for the current key and round. */
export function view<T>(
  state: LoadState<T>,
  current: { id: string | null; round: number },
): Omit<Loaded<T>, 'retry' | 'update'> {
  const sameKey = current.id !== null && state.id === current.id;
  const answered = sameKey && state.round === current.round;
  const result = sameKey ? state.result : null;
  return {
    data: result?.ok ? result.data : undefined,
    latest: state.latest,
    error: answered && result && !result.ok ? result.error : undefined,
    loading: current.id !== null && !answered,
  };
}

export function useLoad<T>(
  key: readonly unknown[] | null,
  load: (signal: AbortSignal) => Promise<T>,
  on: { data?: (data: T) => void; error?: (error: unknown) => void } = {},
): Loaded<T> {
  const id = key === null ? null : JSON.stringify(key);
  const [round, setRound] = useState(0);
  const [state, setState] = useState<LoadState<T>>(emptyLoad);
  // The latest `load` and callbacks, without asking again when only their closures changed.
  const ask = useEffectEvent((signal: AbortSignal) => load(signal));
  const answered = useEffectEvent(
    (result: { ok: true; data: T } | { ok: false; error: unknown }) =>
      result.ok ? on.data?.(result.data) : on.error?.(result.error),
  );

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    const asked = { id, round };
    const done = (result: { ok: true; data: T } | { ok: false; error: unknown }) => {
      if (controller.signal.aborted) return;
      setState((s) => settle(s, asked, result));
      answered(result);
    };
    ask(controller.signal).then(
      (data) => done({ ok: true, data }),
      (error: unknown) => done({ ok: false, error }),
    );
    return () => controller.abort();
  }, [id, round]);

  const retry = useCallback(() => setRound((r) => r + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setState((s) => {
        if (!s.result?.ok) return s;
        const data = change(s.result.data);
        return { ...s, result: { ok: true, data }, latest: data };
      }),
    [],
  );
  return { ...view(state, { id, round }), retry, update };
}
