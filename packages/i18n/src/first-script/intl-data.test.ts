import { resolveObjectURL } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadIntlDataInWorker } from './intl-data';

/** The browser's Worker at the edge: records the workers started, with their scripts. */
class RecordingWorker extends EventTarget {
  static started: RecordingWorker[] = [];
  readonly name: string | undefined;
  constructor(
    readonly url: string,
    options?: { name?: string },
  ) {
    super();
    this.name = options?.name;
    RecordingWorker.started.push(this);
  }
}

/** The browser's frames at the edge: the callbacks of the next frame, run when it is drawn. */
function recordFrames() {
  const callbacks: Array<() => void> = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => callbacks.push(callback));
  return {
    draw() {
      for (const callback of callbacks.splice(0)) callback();
    },
  };
}

/** Starts the worker as a page that draws its next frame does. */
function loadAfterNextFrame() {
  const frames = recordFrames();
  loadIntlDataInWorker();
  frames.draw();
  vi.runOnlyPendingTimers();
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  RecordingWorker.started = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadIntlDataInWorker', () => {
  it('starts a worker whose script builds a number and a date formatter, says so and ends', async () => {
    vi.stubGlobal('Worker', RecordingWorker);
    loadAfterNextFrame();
    expect(RecordingWorker.started).toHaveLength(1);
    const [{ url, name }] = RecordingWorker.started as [RecordingWorker];
    expect(name).toBe('intl-data');
    const source = await resolveObjectURL(url)!.text();

    // Run as a worker would, with the real Intl, and with one that records what is built.
    const run = (intl: unknown) => {
      const postMessage = vi.fn();
      const close = vi.fn();
      new Function('postMessage', 'close', 'Intl', source)(postMessage, close, intl);
      return { postMessage, close };
    };
    const built: unknown[][] = [];
    const recording = (kind: string) =>
      class {
        constructor(...options: unknown[]) {
          built.push([kind, ...options]);
        }
        format() {
          return '';
        }
      };
    run({ NumberFormat: recording('number'), DateTimeFormat: recording('date') });
    expect(built.map(([kind]) => kind)).toEqual(['number', 'date']);
    // With a time of day: the time zones' data as well.
    expect(built[1]).toEqual(['date', undefined, expect.objectContaining({ timeStyle: 'short' })]);
    const { postMessage, close } = run(Intl);
    expect(postMessage).toHaveBeenCalledWith('done');
    expect(close).toHaveBeenCalled();
  });

  it('starts it once the page has drawn its next frame, in a task after the frame’s own', () => {
    vi.stubGlobal('Worker', RecordingWorker);
    const frames = recordFrames();
    loadIntlDataInWorker();
    // Not in the first script's task: the picture it shows is drawn first.
    expect(RecordingWorker.started).toHaveLength(0);
    frames.draw();
    expect(RecordingWorker.started).toHaveLength(0);
    vi.advanceTimersByTime(0);
    expect(RecordingWorker.started).toHaveLength(1);
    // Once only.
    vi.advanceTimersByTime(5_000);
    expect(RecordingWorker.started).toHaveLength(1);
  });

  it('starts it after a second where the page draws nothing (a frame out of sight)', () => {
    vi.stubGlobal('Worker', RecordingWorker);
    recordFrames();
    loadIntlDataInWorker();
    vi.advanceTimersByTime(999);
    expect(RecordingWorker.started).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(RecordingWorker.started).toHaveLength(1);
  });

  it('gives its script back once the worker is done', async () => {
    vi.stubGlobal('Worker', RecordingWorker);
    loadAfterNextFrame();
    const [worker] = RecordingWorker.started as [RecordingWorker];
    const { url } = worker;
    expect(resolveObjectURL(url)).toBeDefined();
    worker.dispatchEvent(new Event('message'));
    expect(resolveObjectURL(url)).toBeUndefined();
  });

  it('does nothing where no worker may start (a CSP without blob:, no Worker)', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('Refused', 'SecurityError');
        }
      },
    );
    expect(() => loadAfterNextFrame()).not.toThrow();
    vi.stubGlobal('Worker', undefined);
    expect(() => loadAfterNextFrame()).not.toThrow();
  });
});
