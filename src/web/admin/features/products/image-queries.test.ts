import { describe, expect, it } from 'vitest';
import { advanceVersion, fileProblem } from './image-queries';

const MB = 1024 * 1024;

describe('fileProblem', () => {
  it.each([
    [{ name: 'a.png', type: 'image/png', size: 10 }, null],
    [{ name: 'a.avif', type: 'image/avif', size: 10 }, null],
    [{ name: 'a.webp', type: 'image/webp', size: 10 * MB }, null],
    [{ name: 'a.svg', type: 'image/svg+xml', size: 10 }, 'svg'],
    [{ name: 'renamed.svg', type: '', size: 10 }, 'svg'],
    [{ name: 'a.gif', type: 'image/gif', size: 10 }, 'type'],
    [{ name: 'a.pdf', type: 'application/pdf', size: 10 }, 'type'],
    [{ name: 'a.jpg', type: 'image/jpeg', size: 0 }, 'empty'],
    [{ name: 'a.jpg', type: 'image/jpeg', size: 10 * MB + 1 }, 'size'],
  ])('%o -> %s', (file, problem) => expect(fileProblem(file, 10)).toBe(problem));

  it('follows the configured limit', () => {
    const file = { name: 'big.jpg', type: 'image/jpeg', size: 15 * MB };
    expect(fileProblem(file, 10)).toBe('size');
    expect(fileProblem(file, 20)).toBeNull();
  });
});

describe('advanceVersion', () => {
  it('follows the editor’s own writes', () => {
    expect(advanceVersion(4, new Set([5]))).toBe(5);
    expect(advanceVersion(4, new Set([5, 6, 7]))).toBe(7);
  });

  it('waits for an answer that arrives late', () => {
    expect(advanceVersion(4, new Set([6]))).toBe(4);
    expect(advanceVersion(4, new Set([6, 5]))).toBe(6);
  });

  it('never adopts past a colleague’s save (a gap), so the next save still conflicts', () => {
    // Loaded at 4; a colleague saved (5); our upload answered 6.
    expect(advanceVersion(4, new Set([6]))).toBe(4);
  });
});
