import { Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { laterRu } from './messages/later-ru';
import type { Translate } from './translate';

/**
 * translate.ts as the browser build runs it: only the core part of the page's language loaded
 * (`<html lang="ru">`). A fresh copy of the modules per test, so each starts without the later
 * part.
 */
async function browserModules() {
  vi.stubEnv('SSR', false);
  vi.stubEnv('MODE', 'production');
  vi.stubGlobal('document', { documentElement: { lang: 'ru' } });
  vi.resetModules();
  const translate = await import('./translate');
  const { useT } = await import('./use-translate');
  return { ...translate, useT };
}

function inRussian(element: React.ReactNode) {
  return (
    <MemoryRouter initialEntries={['/ru/checkout']}>
      <Routes>
        <Route path=":locale/*" element={element} />
      </Routes>
    </MemoryRouter>
  );
}

async function html(element: React.ReactNode) {
  const { prelude } = await prerender(inRussian(element));
  return new Response(prelude).text();
}

describe('useT in the browser build, before the later part of the messages is there', () => {
  beforeEach(() => vi.resetModules());

  it('suspends a component that shows a later key, and renders it once the part is there', async () => {
    const { useT, hasMessages } = await browserModules();
    expect(hasMessages('ru', 'core')).toBe(true);
    expect(hasMessages('ru', 'later')).toBe(false);
    function Title() {
      const t = useT();
      return <h1>{`${t('header.cart')} / ${t('checkout.title')}`}</h1>;
    }
    const page = await html(
      <Suspense fallback={<p>…</p>}>
        <Title />
      </Suspense>,
    );
    expect(page).toContain(`<h1>Корзина / ${laterRu['checkout.title']}</h1>`);
    expect(page).not.toContain('checkout.title');
    expect(hasMessages('ru', 'later')).toBe(true);
  });

  it('gives an event handler the key and a warning, and starts loading the part', async () => {
    const { useT, hasMessages, loadMessages } = await browserModules();
    let t: Translate = () => '';
    function Capture() {
      t = useT();
      return null;
    }
    renderToStaticMarkup(inRussian(<Capture />));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React's "invalid hook call" in dev
    expect(t('checkout.title')).toBe('checkout.title');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('checkout.title'));
    await loadMessages('ru', 'later');
    expect(hasMessages('ru', 'later')).toBe(true);
    expect(t('checkout.title')).toBe(laterRu['checkout.title']);
  });
});
