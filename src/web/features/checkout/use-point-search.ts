import { useEffect, useState } from 'react';
import type { DeliveryPointAnswer } from '#contracts/checkout';
import { useLoad } from '#web/lib/use-load';
import { checkoutCalls } from './checkout-calls';

export type Place = { latitude: number; longitude: number };

/** What the list shows: points for a typed query, or the ones nearest to the shopper. */
export type PointQuery = { q: string } | { near: Place };

const keyOf = (query: PointQuery) =>
  'near' in query ? `${query.near.latitude},${query.near.longitude}` : query.q.trim();

/**
 * The picker's points for `query`, loaded the shop's one way (`useLoad`, decision 058): a typed
 * query waits 250 ms for the typing to stop, a place is asked at once; a newer query aborts
 * the older one, and the list on screen stays until the new answer comes. A failed search
 * shows as no points. Null until the first answer.
 */
export function usePointSearch(query: PointQuery, limit: number): DeliveryPointAnswer[] | null {
  const [asked, setAsked] = useState(query);
  const key = keyOf(query);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(query), 'near' in query ? 0 : 250);
    return () => clearTimeout(timer);
    // `key` stands for the query's content: a new object with the same words asks nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const points = useLoad(['points', keyOf(asked), limit], (signal) =>
    checkoutCalls
      .points('near' in asked ? { near: asked.near } : { q: asked.q.trim() }, signal)
      .then((found) => found.slice(0, limit)),
  );
  if (points.error) return [];
  return points.data ?? points.latest ?? null;
}

/** The browser's position, asked only when the shopper clicks "near me". */
export function locate(): Promise<Place> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('no geolocation'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      reject,
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  });
}
