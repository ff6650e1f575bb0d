/** Node's flags for the shop's process: the heap limit, unless NODE_OPTIONS sets one. */
export function shopNodeFlags(env?: NodeJS.ProcessEnv): string[];
