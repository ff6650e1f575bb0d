// The V8 heap limit the shop runs with (`npm start`, and the bench and soak, which must measure
// the shop as it runs). Without one, V8 on a machine with gigabytes to spare lets garbage pile
// up in the old generation before collecting it: under load the process held ~200 MB more than
// it uses. The shop's own heap is small and bounded (page bodies and the listing index live
// outside it, in buffers and typed arrays; the card caches are capped), so 192 MB leaves ample
// room, and measured no slower. Set SHOP_HEAP_MB to change it, or pass
// --max-old-space-size in NODE_OPTIONS (which then wins).

const DEFAULT_MB = 192;

/** Node's flags for the shop's process: the heap limit, unless NODE_OPTIONS sets one. */
export function shopNodeFlags(env = process.env) {
  if (/--max-old-space-size/.test(env.NODE_OPTIONS ?? '')) return [];
  const mb = Number(env.SHOP_HEAP_MB ?? DEFAULT_MB);
  if (!Number.isInteger(mb) || mb < 64) {
    throw new Error(
      `SHOP_HEAP_MB must be a whole number of megabytes, at least 64 (got ${env.SHOP_HEAP_MB})`,
    );
  }
  return [`--max-old-space-size=${mb}`];
}
