import { expect } from 'vitest';

type Message = string | Record<string, string>;

const placeholders = (message: Message) =>
  [...new Set(JSON.stringify(message).match(/\{\w+\}/g) ?? [])].sort();

/**
 * Checks that every translation of a set of messages says the same things as the Polish one:
 * the same keys, the same kind of message (text or plural forms) and the same `{placeholders}`.
 * `notPolishAgain`: a text longer than a short code that is the Polish text again was never
 * translated.
 */
export function expectTextsAlike<K extends string>(
  pl: Record<K, Message>,
  others: Record<string, Record<K, Message>>,
  { notPolishAgain = false } = {},
): void {
  for (const [name, messages] of Object.entries(others)) {
    expect(Object.keys(messages).sort(), name).toEqual(Object.keys(pl).sort());
    for (const [key, message] of Object.entries(pl) as Array<[K, Message]>) {
      const other = messages[key];
      expect(placeholders(other), `${name} ${key}`).toEqual(placeholders(message));
      expect(typeof other, `${name} ${key}`).toBe(typeof message);
      if (notPolishAgain && typeof message === 'string' && message.length > 12)
        if (!message.startsWith('{')) expect(other, `${name} ${key}`).not.toBe(message);
    }
  }
}
