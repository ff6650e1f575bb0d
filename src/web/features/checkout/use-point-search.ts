import { useEffect, useState } from 'react';
import type { DeliveryPointAnswer } from '#contracts/checkout';
import { checkoutCalls } from './checkout-calls';

export type Place = { latitude: number; longitude: number };

/** What the list shows: points for a typed query, or the ones nearest to the shopper. */
export type PointQuery = { q: string } | { near: Place };

/**
 * The picker's points for `query`: a typed query waits 250 ms for the typing to stop, a place
 * is asked at once; an earlier answer arriving late never replaces a newer one (aborted).
 */
export function usePointSearch(query: PointQuery, limit: number) {
  const [points, setPoints] = useState<DeliveryPointAnswer[] | null>(null);
  const key = 'near' in query ? `${query.near.latitude},${query.near.longitude}` : query.q.trim();
  useEffect(() => {
    const abort = new AbortController();
    const ask = () =>
      checkoutCalls
        .points('near' in query ? { near: query.near } : { q: query.q.trim() }, abort.signal)
        .then(
          (found) => setPoints(found.slice(0, limit)),
          () => !abort.signal.aborted && setPoints([]),
        );
    const timer = setTimeout(ask, 'near' in query ? 0 : 250);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // `key` stands for the query's content: a new object with the same words asks nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, limit]);
  return points;
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
