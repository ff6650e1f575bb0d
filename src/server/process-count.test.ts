import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { oneProcessNote, processCount, workerNodeFlags } from './process-count';

const PG = 'postgres://postgres@127.0.0.1:5432/shop';

describe('SHOP_PROCESSES (docs/decisions/064-every-core.md)', () => {
  it('auto: one process a core on PostgreSQL, one on the embedded database', () => {
    expect(processCount(loadConfig({ DATABASE_URL: PG }), 2)).toBe(2);
    expect(processCount(loadConfig({ DATABASE_URL: PG }), 8)).toBe(8);
    expect(processCount(loadConfig({}), 8)).toBe(1);
  });

  it('a count is taken as it is; 1 turns it off', () => {
    expect(processCount(loadConfig({ DATABASE_URL: PG, SHOP_PROCESSES: '1' }), 8)).toBe(1);
    expect(processCount(loadConfig({ DATABASE_URL: PG, SHOP_PROCESSES: '3' }), 2)).toBe(3);
    expect(processCount(loadConfig({ SHOP_PROCESSES: '1' }), 2)).toBe(1);
  });

  it('refuses more than one process without PostgreSQL, and nonsense', () => {
    expect(() => loadConfig({ SHOP_PROCESSES: '2' })).toThrow(/needs DATABASE_URL/);
    expect(() => loadConfig({ SHOP_PROCESSES: '0' })).toThrow(/SHOP_PROCESSES/);
    expect(() => loadConfig({ SHOP_PROCESSES: 'all' })).toThrow(/SHOP_PROCESSES/);
  });

  it('the log says why one process serves', () => {
    expect(oneProcessNote(loadConfig({}), 2)).toMatch(/embedded database.*DATABASE_URL/);
    expect(oneProcessNote(loadConfig({ DATABASE_URL: PG, SHOP_PROCESSES: '1' }), 2)).toBe(
      'Serving on 1 process (SHOP_PROCESSES=1).',
    );
  });

  it('a process a core collects garbage on its own thread; fewer leave the idle cores to help', () => {
    expect(workerNodeFlags(2, 2)).toEqual(['--single-threaded-gc']);
    expect(workerNodeFlags(3, 2)).toEqual(['--single-threaded-gc']);
    expect(workerNodeFlags(2, 8)).toEqual([]);
  });
});
