import type { Socket } from 'node:net';

/**
 * When each connection could last have sent a request: accepted, or its previous response
 * finished. A request read later waited since then at most (plugins/load-shedding.ts); a
 * response sent outside Fastify's hooks (the page cache's hit lane) says so here too.
 */
const readySince = new WeakMap<Socket, number>();

export function markReady(socket: Socket | null | undefined, now = performance.now()): void {
  if (socket) readySince.set(socket, now);
}

export function readyAt(socket: Socket | null | undefined): number | undefined {
  return socket ? readySince.get(socket) : undefined;
}
