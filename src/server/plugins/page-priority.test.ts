import { describe, expect, it } from 'vitest';
import { lowPriorityScriptPreloads } from './page-priority.js';

describe('page priority', () => {
  it('fetches module preloads at low priority and leaves the rest of the head alone', () => {
    const head =
      '<link rel="preload" as="image" href="/a.svg" fetchPriority="high"/>' +
      '<link rel="modulepreload" href="/assets/runtime.js"/>' +
      '<link rel="modulepreload" href="/assets/shop.js"/>' +
      '<link rel="stylesheet" href="/assets/app.css"/>';
    expect(lowPriorityScriptPreloads(head)).toBe(
      '<link rel="preload" as="image" href="/a.svg" fetchPriority="high"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/runtime.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/shop.js"/>' +
        '<link rel="stylesheet" href="/assets/app.css"/>',
    );
  });
});
