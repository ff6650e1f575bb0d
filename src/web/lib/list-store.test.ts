import { describe, expect, it, vi } from 'vitest';
import { createListStore } from './list-store';

type Op = { add: number } | { remove: number };
const apply = (list: number[], op: Op) =>
  'add' in op ? [...list, op.add] : list.filter((n) => n !== op.remove);

/** A promise the test settles by hand, to look at the list while a call is on its way. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function setup(initial: number[] = []) {
  const list = createListStore<number[], Op>(initial, apply);
  const seen = vi.fn();
  list.subscribe(seen);
  /** A write whose answer (the server's whole list) the test gives by hand. */
  const write = (key: number, op: Op) => {
    const answer = later<number[]>();
    const sent = vi.fn();
    const done = list.write(
      key,
      op,
      async (t) => {
        sent();
        const data = await answer.promise;
        t.commit(() => data);
        return 'ok';
      },
      'stale',
    );
    return { answer, sent, done };
  };
  return { list, seen, write };
}

describe('createListStore', () => {
  it('shows a write at once and keeps the server answer when it succeeds', async () => {
    const { list, write } = setup([1]);
    const w = write(2, { add: 2 });
    expect(list.get()).toEqual([1, 2]);
    w.answer.resolve([3, 1, 2]); // the server knows of 3 (another tab): its answer wins
    expect(await w.done).toBe('ok');
    expect(list.get()).toEqual([3, 1, 2]);
  });

  it('sends writes one at a time, in the order they were made', async () => {
    const { write } = setup();
    const a = write(1, { add: 1 });
    const b = write(2, { add: 2 });
    await vi.waitFor(() => expect(a.sent).toHaveBeenCalled());
    expect(b.sent).not.toHaveBeenCalled();
    a.answer.resolve([1]);
    await a.done;
    await vi.waitFor(() => expect(b.sent).toHaveBeenCalled());
  });

  it('drops only the failed write; the one queued after it stays and is sent', async () => {
    const { list, write } = setup([1]);
    const a = write(2, { add: 2 });
    const b = write(1, { remove: 1 });
    expect(list.get()).toEqual([2]);
    a.answer.reject(new Error('500'));
    await expect(a.done).rejects.toThrow('500');
    expect(list.get()).toEqual([]);
    b.answer.resolve([]);
    await b.done;
    expect(list.get()).toEqual([]);
  });

  it('a write that ends without committing is undone too', async () => {
    const { list } = setup([1]);
    await list.write(7, { add: 7 }, async () => 'refused', 'stale');
    expect(list.get()).toEqual([1]);
  });

  it('lays writes still queued over a load that does not know them yet', async () => {
    const { list, write } = setup([]);
    const answer = later<number[]>();
    const loading = list.load(async (t) => {
      const data = await answer.promise;
      t.commit(() => data);
    });
    const w = write(5, { add: 5 });
    expect(list.get()).toEqual([5]);
    answer.resolve([0]);
    await loading;
    expect(list.get()).toEqual([0, 5]);
    w.answer.resolve([0, 5]);
    await w.done;
    expect(list.get()).toEqual([0, 5]);
  });

  it('shares a load between callers while it is on its way', async () => {
    const { list } = setup();
    const task = vi.fn(async () => {});
    const a = list.load(task);
    const b = list.load(task);
    expect(a).toBe(b);
    await a;
    await list.load(task);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('a write does not wait for a load on its way', async () => {
    const { list, write } = setup();
    const answer = later<number[]>();
    void list.load(async (t) => {
      const data = await answer.promise;
      t.commit(() => data);
    });
    const w = write(5, { add: 5 });
    await vi.waitFor(() => expect(w.sent).toHaveBeenCalled());
    answer.resolve([]);
  });

  it('an answer to a call started earlier does not replace a newer answer', async () => {
    const { list, write } = setup();
    const answer = later<number[]>();
    const loading = list.load(async (t) => {
      const data = await answer.promise; // a slow page load ...
      t.commit(() => data);
    });
    const w = write(5, { add: 5 }); // ... overtaken by a click
    w.answer.resolve([5]);
    await w.done;
    answer.resolve([]);
    await loading;
    expect(list.get()).toEqual([5]);
  });

  it('knows which keys have a write on its way', async () => {
    const { list, write } = setup();
    const w = write(3, { add: 3 });
    expect(list.busy(3)).toBe(true);
    expect(list.busy(4)).toBe(false);
    w.answer.resolve([3]);
    await w.done;
    expect(list.busy(3)).toBe(false);
  });

  it('ignores answers to tasks started before a reset, and skips tasks queued before it', async () => {
    const { list, write } = setup([1]);
    const w = write(2, { add: 2 });
    await vi.waitFor(() => expect(w.sent).toHaveBeenCalled());
    const queued = vi.fn(async () => 'ran');
    const skipped = list.run(queued, 'skipped');
    list.reset([]);
    expect(list.get()).toEqual([]);
    w.answer.resolve([1, 2]);
    expect(await w.done).toBe('ok');
    expect(await skipped).toBe('skipped');
    expect(queued).not.toHaveBeenCalled();
    expect(list.get()).toEqual([]);
    await list.load(async (t) => t.commit(() => [7]));
    expect(list.get()).toEqual([7]);
  });

  it('update changes the confirmed state under the writes on their way', () => {
    const { list, write } = setup([1]);
    write(2, { add: 2 });
    list.update((base) => [...base, 3]);
    expect(list.get()).toEqual([1, 3, 2]);
  });

  it('tells subscribers only when the snapshot changed', () => {
    const { list, seen } = setup([1]);
    list.update((base) => base);
    expect(seen).not.toHaveBeenCalled();
    list.update(() => [2]);
    expect(seen).toHaveBeenCalledOnce();
  });
});
