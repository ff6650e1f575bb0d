import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, fileProblem, imagesOf } from './image-calls';

describe('fileProblem', () => {
  it.each([
    [{ name: 'a.png', type: 'image/png', size: 10 }, null],
    [{ name: 'a.avif', type: 'image/avif', size: 10 }, null],
    [{ name: 'a.svg', type: 'image/svg+xml', size: 10 }, 'svg'],
    [{ name: 'renamed.svg', type: '', size: 10 }, 'svg'],
    [{ name: 'a.gif', type: 'image/gif', size: 10 }, 'type'],
    [{ name: 'a.pdf', type: 'application/pdf', size: 10 }, 'type'],
    [{ name: 'a.jpg', type: 'image/jpeg', size: 0 }, 'empty'],
    [{ name: 'a.jpg', type: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 }, 'size'],
  ])('%o -> %s', (file, problem) => expect(fileProblem(file)).toBe(problem));
});

describe('imagesOf', () => {
  const image = (id: number, position: number) => ({
    id,
    position,
    url: `/media/${id}.jpg`,
    width: 10,
    height: 10,
  });
  it('reads a list or one wrapped in an object, in position order, alt texts defaulted', () => {
    const expected = [
      { ...image(2, 1), alt: {} },
      { ...image(1, 2), alt: {} },
    ];
    expect(imagesOf([image(1, 2), image(2, 1)])).toEqual(expected);
    expect(imagesOf({ images: [image(1, 2), image(2, 1)] })).toEqual(expected);
    expect(imagesOf({ items: [image(2, 1), image(1, 2)] })).toEqual(expected);
    expect(imagesOf(null)).toEqual([]);
  });
});
