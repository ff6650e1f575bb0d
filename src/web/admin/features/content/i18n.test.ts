import { describe, expect, it } from 'vitest';
import { en } from './messages/en';
import { pl } from './messages/pl';
import { ru } from './messages/ru';

const placeholders = (message: string) => [...new Set(message.match(/\{\w+\}/g) ?? [])].sort();

describe('the blog and news screens texts', () => {
  it('say the same things in every language, and none is an English copy', () => {
    for (const [name, messages] of Object.entries({ en, ru })) {
      expect(Object.keys(messages).sort(), name).toEqual(Object.keys(pl).sort());
      for (const [key, message] of Object.entries(pl))
        expect(placeholders(messages[key as keyof typeof pl]), `${name} ${key}`).toEqual(
          placeholders(message),
        );
    }
    const copied = Object.keys(pl).filter(
      (k) => ru[k as keyof typeof pl] === en[k as keyof typeof pl],
    );
    expect(copied).toEqual([]);
  });
});
