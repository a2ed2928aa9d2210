import type { RouteMemoryStorage } from './route-memory';

/** An in-memory RouteMemoryStorage for tests, exposing its values and every call made to it. */
export function memoryRouteStorage(initial: Record<string, string> = {}): RouteMemoryStorage & {
  values: Record<string, string>;
  writes: Array<[string, string]>;
  removals: string[];
} {
  const values: Record<string, string> = { ...initial };
  const writes: Array<[string, string]> = [];
  const removals: string[] = [];
  return {
    values,
    writes,
    removals,
    read: (key) => values[key] ?? null,
    write: (key, value) => {
      writes.push([key, value]);
      values[key] = value;
    },
    remove: (key) => {
      removals.push(key);
      delete values[key];
    },
  };
}
