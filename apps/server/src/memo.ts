/**
 * `build(key)` made at first use and kept as long as the key object lives: a database's prepared
 * statements and caches, a configuration's secret box.
 */
export function oncePer<K extends object, V>(build: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    if (made.has(key)) return made.get(key) as V;
    const value = build(key);
    made.set(key, value);
    return value;
  };
}
