// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, nextTask as yieldTask, whenIdle } from './when-idle';

const nextFrame = () =>
  new Promise<void>((resolve) => window.requestAnimationFrame(() => resolve()));
const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

describe('afterNextPaint', () => {
  it('runs the task in a task after the next animation frame, not in it nor before', async () => {
    const task = vi.fn();
    afterNextPaint(task);
    await nextTask();
    expect(task).not.toHaveBeenCalled();
    // Animation-frame callbacks run in order: the helper's has run, its task is still queued.
    await nextFrame();
    expect(task).not.toHaveBeenCalled();
    await nextTask();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before the frame and between the frame and the task', async () => {
    const beforeFrame = vi.fn();
    afterNextPaint(beforeFrame)();
    const afterFrame = vi.fn();
    const cancel = afterNextPaint(afterFrame);
    await nextFrame();
    cancel();
    await nextFrame();
    await nextTask();
    expect(beforeFrame).not.toHaveBeenCalled();
    expect(afterFrame).not.toHaveBeenCalled();
  });
});

describe('whenIdle', () => {
  it('runs on the next task where the browser has no idle callbacks, and can be cancelled', async () => {
    const task = vi.fn();
    const cancelled = vi.fn();
    whenIdle(task, 1_000);
    whenIdle(cancelled, 1_000)();
    await nextTask();
    expect(task).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves in a later task, after the work and the microtasks of this one', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const done = yieldTask().then(() => order.push('later task'));
    queueMicrotask(() => order.push('microtask'));
    order.push('this task');
    await done;
    expect(order).toEqual(['this task', 'microtask', 'later task']);
  });

  it('yields through scheduler.yield where the browser has it', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldTask();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});
