import { resolveObjectURL } from 'node:buffer';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => {
  RecordingWorker.started = [];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadIntlDataInWorker', () => {
  it('starts a worker whose script builds a number and a date formatter, says so and ends', async () => {
    vi.stubGlobal('Worker', RecordingWorker);
    loadIntlDataInWorker();
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

  it('gives its script back once the worker is done', async () => {
    vi.stubGlobal('Worker', RecordingWorker);
    loadIntlDataInWorker();
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
    expect(() => loadIntlDataInWorker()).not.toThrow();
    vi.stubGlobal('Worker', undefined);
    expect(() => loadIntlDataInWorker()).not.toThrow();
  });
});
