import { describe, expect, it } from 'vitest';
import { expectTextsAlike } from '#tests/setup/texts-alike';
import { en } from './messages/en';
import { pl } from './messages/pl';
import { ru } from './messages/ru';

describe('the blog and news screens texts', () => {
  it('say the same things in every language, and none is an English copy', () => {
    expectTextsAlike(pl, { en, ru });
    const copied = Object.keys(pl).filter(
      (k) => ru[k as keyof typeof pl] === en[k as keyof typeof pl],
    );
    expect(copied).toEqual([]);
  });
});
