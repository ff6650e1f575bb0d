/** The channel (PostgreSQL NOTIFY channel, Redis pub/sub channel) every process listens on. */
export const CHANGE_CHANNEL = 'sf_catalog_changes';

/** What a transport does: send a payload, and hear the others' (from start to close). */
export interface Transport {
  send(payload: string): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export type Log = (message: string, error?: unknown) => void;
