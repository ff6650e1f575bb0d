import { describe, expect, it } from 'vitest';
import { createOptimistic } from './optimistic';

type Op = { add: number } | { remove: number };
const apply = (list: number[], op: Op) =>
  'add' in op ? [...list, op.add] : list.filter((n) => n !== op.remove);

function setup(initial: number[] = []) {
  const views: number[][] = [];
  const list = createOptimistic<number[], Op>({ initial, apply, publish: (v) => views.push(v) });
  return { list, views, now: () => views.at(-1) };
}

describe('createOptimistic', () => {
  it('shows a change at once and keeps the server answer when it succeeds', () => {
    const { list, now } = setup([1]);
    const ticket = list.start({ add: 2 });
    expect(now()).toEqual([1, 2]);
    list.succeed(ticket, [3, 1, 2]); // the server knows of 3 (another tab): its answer wins
    expect(now()).toEqual([3, 1, 2]);
  });

  it('drops only the failed change, keeping the others in flight', () => {
    const { list, now } = setup([1]);
    const a = list.start({ add: 2 });
    list.start({ remove: 1 });
    expect(now()).toEqual([2]);
    list.fail(a);
    expect(now()).toEqual([]);
  });

  it('lays changes still in flight over an answer that does not know them yet', () => {
    const { list, now } = setup([]);
    const load = list.start();
    list.start({ add: 5 });
    list.succeed(load, [1]);
    expect(now()).toEqual([1, 5]);
  });

  it('an earlier call answering late does not replace a newer answer', () => {
    const { list, now } = setup([]);
    const load = list.start(); // a slow page load ...
    const add = list.start({ add: 5 }); // ... overtaken by a click
    list.succeed(add, [5]);
    list.succeed(load, []);
    expect(now()).toEqual([5]);
  });

  it('a plain load publishes nothing until it answers', () => {
    const { list, views } = setup();
    list.start();
    expect(views).toHaveLength(0);
  });

  it('ignores answers to calls started before a reset', () => {
    const { list, now } = setup([1]);
    const load = list.start();
    const change = list.start({ add: 2 });
    list.reset([]);
    expect(now()).toEqual([]);
    list.succeed(load, [1, 9]);
    list.succeed(change, [1, 2]);
    expect(now()).toEqual([]);
    const after = list.start();
    list.succeed(after, [7]);
    expect(now()).toEqual([7]);
  });

  it('update changes the base under the changes in flight', () => {
    const { list, now } = setup([1]);
    list.start({ add: 2 });
    list.update((base) => [...base, 3]);
    expect(now()).toEqual([1, 3, 2]);
  });
});
