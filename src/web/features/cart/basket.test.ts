import { describe, expect, it } from 'vitest';
import { parseBasket } from './basket';

describe('parseBasket: storage can hold anything', () => {
  it.each([
    ['not JSON', '{', []],
    ['not a list', '{"id":1}', []],
    [
      'a good cart',
      '[{"id":1,"count":2},{"id":5,"count":1}]',
      [
        { id: 1, count: 2 },
        { id: 5, count: 1 },
      ],
    ],
    [
      'bad ids dropped',
      '[{"id":"1","count":1},{"id":0,"count":1},{"id":1.5,"count":1},{"count":1}]',
      [],
    ],
    ['counts below 1 dropped', '[{"id":1,"count":0},{"id":2,"count":-3},{"id":3,"count":"x"}]', []],
    [
      'counts clamped and floored',
      '[{"id":1,"count":500},{"id":2,"count":2.7}]',
      [
        { id: 1, count: 99 },
        { id: 2, count: 2 },
      ],
    ],
    [
      'a product listed twice keeps its first line',
      '[{"id":1,"count":2},{"id":1,"count":7}]',
      [{ id: 1, count: 2 }],
    ],
  ])('%s', (_label, raw, expected) => {
    expect(parseBasket(raw)).toEqual(expected);
  });
});
