/** The channel (PostgreSQL NOTIFY channel, Redis pub/sub channel) every process listens on. */
export const CHANGE_CHANNEL = 'sf_catalog_changes';

/**
 * What a transport does: send payloads, and hear the others' (from start to close). The payloads
 * of one `send` are one change's parts: delivered together and in order (one transaction, one
 * Redis MULTI).
 */
export interface Transport {
  send(payloads: readonly string[]): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export type Log = (message: string, error?: unknown) => void;
