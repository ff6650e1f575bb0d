import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * React Router's default browser entry, except that hydration waits for the browser to paint the
 * server's HTML first. When the modules were preloaded with the stylesheet, the hydration's
 * render ran before the first paint: the page was complete but not shown until React had walked
 * it. They now load after the page's `load` event or the shopper's first touch or key
 * (docs/decisions/029-scripts-after-load.md), usually after the paint already; should a key come
 * first, one frame later the page still looks the same and works the same. A hidden tab paints
 * nothing, so it hydrates at once.
 */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

if (document.visibilityState === 'hidden') hydrate();
// The animation frame comes just before the paint; a task queued from it runs after.
else requestAnimationFrame(() => setTimeout(hydrate, 0));
