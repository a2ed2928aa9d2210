/**
 * The one place UI code tracks customer-success events through. It is a no-op until the
 * customer-success adapter has loaded (lazily, and only when configured) and registered itself.
 */
export type TrackEvent = (event: string) => void;

let current: TrackEvent | undefined;

/** Registers the adapter's track function; undefined turns tracking off again. */
export function setTracker(tracker: TrackEvent | undefined): void {
  current = tracker;
}

/** Tracks an event; does nothing while customer-success tracking is off. */
export function track(event: string): void {
  current?.(event);
}
