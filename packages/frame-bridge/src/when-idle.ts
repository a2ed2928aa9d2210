/**
 * Shared by the shell and the platform screens, which share one main thread where they share a site:
 * runs `task` once the browser is idle, at the latest after `timeoutMs`; where there is no
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
