/**
 * The app's first screen is rendered in slices (`components/sliced-first-render.tsx`): the page
 * under the signed-in guard mounts in a transition, which React renders in short tasks, instead of
 * in the one long task of the router's update. What waits for that page to be on screen (the kept
 * screen's cover, the early frame) waits with {@link afterFirstRender}.
 */
let state: 'none' | 'rendering' | 'done' = 'none';
let waiting: Array<() => void> = [];

/** Runs `callback` once the first screen's sliced render has committed, or now if none is on. */
export function afterFirstRender(callback: () => void): void {
  if (state === 'rendering') waiting.push(callback);
  else callback();
}

/** Whether the page about to mount is the app's first (it is rendered in slices then). */
export function startFirstRender(): boolean {
  if (state !== 'none') return false;
  state = 'rendering';
  return true;
}

/** The first screen is on the page (or will not be: it was left before it was). */
export function endFirstRender(): void {
  if (state === 'done') return;
  state = 'done';
  const callbacks = waiting;
  waiting = [];
  for (const callback of callbacks) callback();
}
