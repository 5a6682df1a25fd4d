/** One value per argument, computed at its first use (the OpenAPI document is built once per address). */
export function memoize<A, R>(compute: (arg: A) => R): (arg: A) => R {
  const cache = new Map<A, R>();
  return (arg) => {
    if (!cache.has(arg)) cache.set(arg, compute(arg));
    return cache.get(arg)!;
  };
}
