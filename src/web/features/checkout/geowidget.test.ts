import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GEOWIDGET_EVENT,
  GEOWIDGET_SCRIPT,
  GEOWIDGET_STYLE,
  geowidgetAttributes,
  listenForGeowidgetPoint,
  loadGeowidget,
  pointIdFromGeowidget,
  resetGeowidgetLoader,
  type GeowidgetDocument,
} from './geowidget';

/** A document that records what the loader adds and lets the test fire the script's events. */
function fakeDocument() {
  const added: Array<{ tag: string; attributes: Record<string, string> }> = [];
  const fire: Record<string, () => void> = {};
  const listeners = new Map<string, Set<(event: Event) => void>>();
  const doc: GeowidgetDocument = {
    head: { appendChild: (node) => node },
    querySelector: (selector) =>
      added.find((n) => selector === `link[href="${n.attributes.href}"]`) ?? null,
    createElement(tag) {
      const node = { tag, attributes: {} as Record<string, string> };
      added.push(node);
      return {
        setAttribute: (name, value) => void (node.attributes[name] = value),
        addEventListener: (type, listener) => void (fire[`${tag}:${type}`] = listener),
      };
    },
    addEventListener: (type, listener) => {
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    },
    removeEventListener: (type, listener) => void listeners.get(type)?.delete(listener),
  };
  const dispatch = (type: string, detail: unknown) =>
    listeners.get(type)?.forEach((l) => l({ type, detail } as unknown as Event));
  return { doc, added, fire, listeners, dispatch };
}

describe('InPost’s Geowidget (docs/decisions/062-geowidget.md)', () => {
  afterEach(() => resetGeowidgetLoader());

  it('adds InPost’s stylesheet and script once, and resolves when the script has run', async () => {
    const { doc, added, fire } = fakeDocument();
    const first = loadGeowidget(doc);
    const again = loadGeowidget(doc);
    expect(again).toBe(first);
    expect(added.map((n) => [n.tag, n.attributes.href ?? n.attributes.src])).toEqual([
      ['link', GEOWIDGET_STYLE],
      ['script', GEOWIDGET_SCRIPT],
    ]);
    expect(added[0]!.attributes.rel).toBe('stylesheet');
    fire['script:load']!();
    await expect(first).resolves.toBeUndefined();
  });

  it('a failed load rejects, and the next opening tries again (the stylesheet is not added twice)', async () => {
    const { doc, added, fire } = fakeDocument();
    const failed = loadGeowidget(doc);
    fire['script:error']!();
    await expect(failed).rejects.toThrow('geowidget_unavailable');
    const retry = loadGeowidget(doc);
    expect(retry).not.toBe(failed);
    expect(added.filter((n) => n.tag === 'link')).toHaveLength(1);
    expect(added.filter((n) => n.tag === 'script')).toHaveLength(2);
    fire['script:load']!();
    await expect(retry).resolves.toBeUndefined();
  });

  it('tells the widget the token, a language it speaks, lockers to collect from and the event to send', () => {
    expect(geowidgetAttributes('tok-123', 'pl')).toEqual({
      token: 'tok-123',
      language: 'pl',
      config: 'parcelCollect',
      onpoint: GEOWIDGET_EVENT,
    });
    expect(geowidgetAttributes('tok-123', 'en').language).toBe('en');
    expect(geowidgetAttributes('tok-123', 'ru').language).toBe('en'); // pl, en, uk only
  });

  it('maps the point the widget reports to its locker code, and ignores anything else', () => {
    expect(pointIdFromGeowidget({ name: 'KRA01M', address: { line1: 'Floriańska 3' } })).toBe(
      'KRA01M',
    );
    expect(pointIdFromGeowidget({ name: ' waw02a ' })).toBe('WAW02A');
    for (const odd of [
      null,
      undefined,
      'KRA01M',
      {},
      { name: 42 },
      { name: '<img>' },
      { name: '' },
    ]) {
      expect(pointIdFromGeowidget(odd)).toBeNull();
    }
  });

  it('a point chosen on the map reaches the picker by its code until the listener stops', () => {
    const { doc, listeners, dispatch } = fakeDocument();
    const chosen = vi.fn();
    const stop = listenForGeowidgetPoint(chosen, doc);
    dispatch(GEOWIDGET_EVENT, { name: 'GDA01M' });
    dispatch(GEOWIDGET_EVENT, { name: 'not a code!' });
    dispatch('another-event', { name: 'GDA02M' });
    expect(chosen.mock.calls).toEqual([['GDA01M']]);
    stop();
    expect(listeners.get(GEOWIDGET_EVENT)?.size).toBe(0);
    dispatch(GEOWIDGET_EVENT, { name: 'GDA03M' });
    expect(chosen).toHaveBeenCalledTimes(1);
  });
});
