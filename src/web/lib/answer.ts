import type { Parser } from './http-client';

type Answers = typeof import('#contracts/shop-answers');

/**
 * The schema of a shop call's answer, loaded with the call (docs/decisions/032-one-way-browser-side.md):
 * shop pages carry no zod on a first visit, and the one `import()` here keeps what they do carry
 * small. `schema: answer('cartResponse')`; `adapt` derives a schema (`.array()`, `.optional()`).
 */
export function answer<K extends keyof Answers, T = ReturnType<Answers[K]['parse']>>(
  name: K,
  adapt?: (schema: Answers[K]) => Parser<T>,
): () => Promise<Parser<T>> {
  return async () => {
    const schema = (await import('#contracts/shop-answers'))[name];
    return adapt ? adapt(schema) : (schema as unknown as Parser<T>);
  };
}
