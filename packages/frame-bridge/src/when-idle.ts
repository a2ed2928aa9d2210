/**
 * Shared by the shell and the platform screens (each on a main thread of its own: ADR 0031): runs
 * `task` once the browser is idle, at the latest after `timeoutMs`; where there is no
 * `requestIdleCallback`, on the next task. Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const idle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(idle);
  }
  const timer = window.setTimeout(task, 0);
  return () => window.clearTimeout(timer);
}

/**
 * Runs `task` once the browser has painted what is on the page now: in a task queued from the next
 * animation frame, which the paint follows. For work that would otherwise make the browser bring
 * styles or layout up to date before that paint. Returns a function that cancels it.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(task, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * Resolves in a later task, so that the browser may paint and handle input in between: a long
 * piece of work awaits it between its parts (each part a task of its own, not one long task).
 * `scheduler.yield` where there is one (the rest of the work goes first then), else a timeout.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
