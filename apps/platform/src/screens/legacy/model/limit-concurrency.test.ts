import { describe, expect, it } from 'vitest';
import { createLimiter } from './limit-concurrency';

/** A task that finishes when told to, recording when it started. */
function deferredTask(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<string>((resolve) => {
    finish = () => resolve(name);
  });
  const task = () => {
    started.push(name);
    return done;
  };
  return { task, finish: () => finish() };
}

/** Lets queued promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLimiter', () => {
  it('runs at most the given number of tasks at once, the rest in order', async () => {
    const limit = createLimiter(2);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => deferredTask(started, name));
    const results = [a!, b!, c!, d!].map((entry) => limit(entry.task));
    await settle();
    expect(started).toEqual(['a', 'b']);
    b!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    a!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    c!.finish();
    d!.finish();
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd']);
  });

  it('frees the slot of a task that fails and passes the failure on', async () => {
    const limit = createLimiter(1);
    const failing = limit(() => Promise.reject(new Error('boom')));
    const next = limit(() => Promise.resolve('next'));
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });

  it('never starts a waiting task whose signal aborts, and keeps the order of the others', async () => {
    const limit = createLimiter(1);
    const started: string[] = [];
    const first = deferredTask(started, 'first');
    const dropped = deferredTask(started, 'dropped');
    const last = deferredTask(started, 'last');
    const controller = new AbortController();
    const running = limit(first.task);
    const aborted = limit(dropped.task, controller.signal);
    const waiting = limit(last.task);
    controller.abort(new Error('left the page'));
    await expect(aborted).rejects.toThrow('left the page');
    first.finish();
    last.finish();
    await expect(Promise.all([running, waiting])).resolves.toEqual(['first', 'last']);
    expect(started).toEqual(['first', 'last']);
  });

  it('does not start a task whose signal has already aborted', async () => {
    const limit = createLimiter(3);
    const started: string[] = [];
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(limit(deferredTask(started, 'x').task, controller.signal)).rejects.toThrow('gone');
    expect(started).toEqual([]);
  });

  it('refuses a limit without a slot', () => {
    expect(() => createLimiter(0)).toThrow(RangeError);
    expect(() => createLimiter(1.5)).toThrow(RangeError);
  });
});
