import { expect, it } from 'vitest';
import { runOnLanes, type Step } from './lanes';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('shares the steps a running step adds with a lane that found the queue empty', async () => {
  let running = 0;
  let most = 0;
  const done: string[] = [];
  const work =
    (name: string, ms: number): Step =>
    async () => {
      running += 1;
      most = Math.max(most, running);
      await pause(ms);
      running -= 1;
      done.push(name);
    };
  const queue: Step[] = [
    async () => {
      await work('documents', 40)();
      queue.push(work('lists pl', 40), work('lists en', 40));
    },
    work('words', 1),
  ];
  await runOnLanes(queue, 2);
  expect(done.sort()).toEqual(['documents', 'lists en', 'lists pl', 'words']);
  // The two lists ran side by side: the lane that took `words` waited for them.
  expect(most).toBe(2);
  expect(running).toBe(0);
});

it('runs everything on one lane, and rejects with a failed step', async () => {
  const done: number[] = [];
  await runOnLanes(
    [1, 2, 3].map((n) => async () => void done.push(n)),
    1,
  );
  expect(done).toEqual([1, 2, 3]);
  await expect(
    runOnLanes([async () => Promise.reject(new Error('index build failed'))], 2),
  ).rejects.toThrow('index build failed');
});
