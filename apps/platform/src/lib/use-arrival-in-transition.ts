import { useDeferredValue } from 'react';

/**
 * `value`, except that its arrival (from `undefined`) is rendered in a transition: the render that
 * receives it still gets `undefined` (a loader, cheap), and React draws the content in a render of
 * its own, in slices of a few milliseconds, instead of one long task. A query's answer reaches a
 * screen through `useSyncExternalStore`, whose updates React renders at once, in one task
 * (docs/adr/0030). Any other change (a new value, or back to `undefined`) is returned at once.
 */
export function useArrivalInTransition<T>(value: T | undefined): T | undefined {
  const deferred = useDeferredValue(value);
  return value !== undefined && deferred === undefined ? undefined : value;
}
