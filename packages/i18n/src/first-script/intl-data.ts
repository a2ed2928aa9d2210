// Run by the apps' first scripts only (its folder keeps it out of the apps' chunks, `packages/build`
// isFirstScript): it imports nothing.

/**
 * What the worker runs: a number and a date formatter of the browser's locale, then it ends. A
 * date with a time of day needs the time zones' data too.
 */
const WORKER_SOURCE = `new Intl.NumberFormat().format(0);
new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
postMessage('done');
close();`;

/** A page that draws nothing (a frame out of sight) starts the worker after this at the latest. */
const PAINT_LIMIT_MS = 1_000;

/**
 * Has a worker build the browser process's first Intl formatters while the page's main thread does
 * other things. The first formatter of a process loads ICU's data (the locales it knows, their
 * number and date symbols, the time zones): ~100 ms of the main thread at 4× CPU, in one task. That
 * data is the process's, whichever thread asked first: the page's own formatters, of any locale,
 * then cost a millisecond (docs/adr/0034). Where no worker may start (a CSP without `blob:` in
 * `worker-src`, no `Worker`), nothing happens and the page's first formatter pays, as before.
 *
 * Started once the page has drawn its next frame (the kept screen a first script shows), in a task
 * of its own: creating the blob and the worker held the main thread 17–126 ms at 4× CPU on a busy
 * machine, which, inside the first script, held the picture back as long.
 */
export function loadIntlDataInWorker(): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(limit);
    startWorker();
  };
  const limit = setTimeout(start, PAINT_LIMIT_MS);
  // The frame's callbacks run before it is drawn; the task after them, once it has been.
  if (typeof requestAnimationFrame === 'function')
    requestAnimationFrame(() => setTimeout(start, 0));
}

function startWorker(): void {
  try {
    const url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));
    const worker = new Worker(url, { name: 'intl-data' });
    const done = () => URL.revokeObjectURL(url);
    worker.addEventListener('message', done, { once: true });
    worker.addEventListener('error', done, { once: true });
  } catch {
    // Refused (CSP) or unsupported: the page's own first formatter loads the data.
  }
}
