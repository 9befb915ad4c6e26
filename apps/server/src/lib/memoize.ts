/** `make(key)` once per key, kept for the life of the process (for a small, fixed set of keys). */
export function memoize<V>(make: (key: string) => V): (key: string) => V {
  const made = new Map<string, V>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}
