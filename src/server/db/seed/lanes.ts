/** One step of the seed's work on the database (an index build, a rebuild, a vacuum). */
export type Step = () => Promise<void>;

/**
 * Runs the queue's steps on `lanes` connections at once (PostgreSQL runs a statement on one
 * core: two lanes use both; PGlite has one connection, so one lane). Each lane takes the next
 * step as soon as it is free, so the longest steps belong first. A step may add to the queue;
 * a lane that found it empty meanwhile has stopped, so run it again to take those too.
 */
export async function runOnLanes(queue: Step[], lanes: number): Promise<void> {
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) await step();
  };
  await Promise.all(Array.from({ length: Math.max(1, lanes) }, lane));
}
