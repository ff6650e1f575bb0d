import { describe, expect, it } from 'vitest';
import { loadPart, type Recovery } from './lazy-part';

function recovery(lastReload: number | null) {
  const reloads: number[] = [];
  const r: Recovery = { lastReload: () => lastReload, reload: () => void reloads.push(1) };
  return { r, reloads };
}

const failing = (failures: number) => {
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      if (calls <= failures) throw new Error('Failed to fetch dynamically imported module');
      return { default: 'part' };
    },
    calls: () => calls,
  };
};

describe('lazy parts', () => {
  it('loads a part, trying once more after a failed load', async () => {
    const { r, reloads } = recovery(null);
    const part = failing(1);
    await expect(loadPart(part.load, r)).resolves.toEqual({ default: 'part' });
    expect(part.calls()).toBe(2);
    expect(reloads).toHaveLength(0);
  });

  it('reloads the page when the part fails twice (its code is out of date)', async () => {
    const { r, reloads } = recovery(null);
    const pending = loadPart(failing(2).load, r);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reloads).toHaveLength(1);
    let settled = false;
    void pending.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false); // nothing renders while the page goes away
  });

  it('throws to the error boundary instead of reloading again within a minute', async () => {
    const now = 1_000_000;
    const { r, reloads } = recovery(now - 30_000);
    await expect(loadPart(failing(2).load, r, now)).rejects.toThrow('dynamically imported');
    expect(reloads).toHaveLength(0);
    const later = recovery(now - 61_000);
    void loadPart(failing(2).load, later.r, now);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(later.reloads).toHaveLength(1);
  });
});
