/** Runs a task once a slot is free; a task whose signal aborts while it waits never starts. */
export type Limiter = <T>(task: () => Promise<T>, signal?: AbortSignal) => Promise<T>;

/**
 * At most `max` tasks run at once, the others wait in the order they came. Monitoring asks for
 * the health of every site of an organisation; without a limit hundreds of requests would leave
 * together and hold up the browser's few connections to the API.
 */
export function createLimiter(max: number): Limiter {
  if (!Number.isInteger(max) || max < 1) {
    throw new RangeError(`A limiter needs at least one slot, got ${max}`);
  }
  let running = 0;
  const waiting: (() => void)[] = [];

  const acquire = (signal?: AbortSignal): Promise<void> => {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (running < max) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        waiting.splice(waiting.indexOf(start), 1);
        reject(signal?.reason);
      };
      const start = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      waiting.push(start);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  };

  // A finished task hands its slot straight to the next waiting one.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  return async (task, signal) => {
    await acquire(signal);
    try {
      return await task();
    } finally {
      release();
    }
  };
}
