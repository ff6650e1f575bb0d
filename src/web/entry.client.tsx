import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * React Router's default browser entry, except that hydration waits for the browser to paint the
 * server's HTML first. The page's modules arrive while its stylesheet does (they are preloaded),
 * so the hydration's render used to run before the first paint: the page was complete but not
 * shown until React had walked it (Lighthouse counted the runtime's evaluation into the first
 * and largest paint). One frame later the page looks the same and works the same; a hidden tab
 * paints nothing, so it hydrates at once.
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
