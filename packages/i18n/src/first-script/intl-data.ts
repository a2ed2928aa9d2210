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

/**
 * Has a worker build the browser process's first Intl formatters while the page's main thread does
 * other things. The first formatter of a process loads ICU's data (the locales it knows, their
 * number and date symbols, the time zones): ~100 ms of the main thread at 4× CPU, in one task. That
 * data is the process's, whichever thread asked first: the page's own formatters, of any locale,
 * then cost a millisecond (docs/adr/0034). Where no worker may start (a CSP without `blob:` in
 * `worker-src`, no `Worker`), nothing happens and the page's first formatter pays, as before.
 */
export function loadIntlDataInWorker(): void {
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
