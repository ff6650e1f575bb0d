import type { ReactNode } from 'react';

/**
 * Every icon's shape (24x24 grid), drawn once per page as a `<symbol>` of the sprite by the
 * server (icons.tsx). Only the server bundle carries them: the browser keeps the sprite the
 * server drew.
 */
export const ICON_SHAPES: Record<string, ReactNode> = {
  'i-search': (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>
  ),
  'i-cart': (
    <>
      <path d="M5 7h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9z" />
      <path d="M9 10V6a3 3 0 0 1 6 0v4" />
    </>
  ),
  'i-heart': (
    <path d="M12 20s-7.5-4.4-7.5-10.1A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.5 2.6C19.5 15.6 12 20 12 20z" />
  ),
  'i-user': (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20a7.5 7.5 0 0 1 15 0" />
    </>
  ),
  /** Two-pan scale: product comparison. */
  'i-compare': (
    <>
      <path d="M12 4v16M8 20h8M5 7h14" />
      <path d="m5 7-2.5 6a2.8 2.8 0 0 0 5 0zM19 7l-2.5 6a2.8 2.8 0 0 0 5 0z" />
    </>
  ),
  'i-menu': <path d="M4 6h16M4 12h16M4 18h16" />,
  'i-close': <path d="M6 6l12 12M18 6 6 18" />,
  'i-chevrondown': <path d="m6 9 6 6 6-6" />,
  'i-chevronup': <path d="m6 15 6-6 6 6" />,
  'i-chevronleft': <path d="m15 6-6 6 6 6" />,
  'i-chevronright': <path d="m9 6 6 6-6 6" />,
  'i-arrowright': <path d="M5 12h14m-6-6 6 6-6 6" />,
  'i-globe': (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5S9.7 5.9 12 3.5z" />
    </>
  ),
  'i-check': <path d="m5 12.5 4.5 4.5L19 7.5" />,
  'i-checkcircle': (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m8.5 12.2 2.4 2.4 4.6-4.8" />
    </>
  ),
  'i-info': (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v5M12 8h.01" />
    </>
  ),
  'i-alert': (
    <>
      <path d="M10.3 4.2 2.9 17a2 2 0 0 0 1.7 3h14.8a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
      <path d="M12 9.5v4M12 17h.01" />
    </>
  ),
  'i-truck': (
    <>
      <path d="M3 6.5h11v9.5H3zM14 10h3.6l3.4 3.4V16h-7" />
      <circle cx="7" cy="17.5" r="1.8" />
      <circle cx="17.5" cy="17.5" r="1.8" />
    </>
  ),
  'i-return': (
    <>
      <path d="M4 9h11a5 5 0 0 1 0 10H8" />
      <path d="m8 5-4 4 4 4" />
    </>
  ),
  'i-shield': (
    <>
      <path d="M12 3.5 5 6v5.5c0 4.3 3 7.7 7 9 4-1.3 7-4.7 7-9V6z" />
      <path d="m9 12 2.2 2.2L15.5 10" />
    </>
  ),
  'i-tag': (
    <>
      <path d="M3.5 12.4V4.5a1 1 0 0 1 1-1h7.9l8.3 8.3a1.5 1.5 0 0 1 0 2.1l-6.6 6.6a1.5 1.5 0 0 1-2.1 0z" />
      <circle cx="8" cy="8" r="1.3" />
    </>
  ),
  'i-spark': <path d="M12 3.5 13.8 10 20.5 12l-6.7 2-1.8 6.5-1.8-6.5-6.7-2 6.7-2z" />,
  'i-home': (
    <>
      <path d="m3.5 11 8.5-7 8.5 7" />
      <path d="M5.5 9.5V20h13V9.5M10 20v-5.5h4V20" />
    </>
  ),
  'i-news': (
    <>
      <path d="M5 4.5h11.5v15H6.5A1.5 1.5 0 0 1 5 18z" />
      <path d="M16.5 8.5H19v9.5a1.5 1.5 0 0 1-3 0M8 8h5.5M8 11.5h5.5M8 15h3.5" />
    </>
  ),
  'i-book': (
    <>
      <path d="M4.5 5.5A1.5 1.5 0 0 1 6 4h5.5v15.5H6A1.5 1.5 0 0 1 4.5 18z" />
      <path d="M19.5 5.5A1.5 1.5 0 0 0 18 4h-5.5v15.5H18a1.5 1.5 0 0 0 1.5-1.5z" />
    </>
  ),
  'i-package': (
    <>
      <path d="M12 3 4 7v10l8 4 8-4V7z" />
      <path d="m4 7 8 4 8-4M12 11v10" />
    </>
  ),
  'i-plus': <path d="M12 5v14M5 12h14" />,
  'i-minus': <path d="M5 12h14" />,
  'i-trash': (
    <path d="M4 7h16M10 11v6m4-6v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  ),
  'i-share': (
    <path d="M8.6 13.5 15.4 17.5M15.4 6.5 8.6 10.5M21 5a3 3 0 1 1-6 0 3 3 0 0 1 6 0ZM9 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm12 7a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z" />
  ),
  'i-mail': <path d="M3 6h18v12H3zM3 7l9 6 9-6" />,
  'i-bolt': <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />,
  'i-pencil': <path d="M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4" />,
};
