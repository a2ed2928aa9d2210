import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  discardStandbyFrame,
  holdStandbyFrame,
  prepareStandbyFrame,
  STANDBY_DELAY_MS,
} from './standby-frame';

const options = { host: 'http://127.0.0.1:3101', language: () => 'en' };
/** The idle callback's limit (`prepareStandbyFrame`); without requestIdleCallback it runs at once. */
const IDLE_LIMIT_MS = 5_000;
const framesAhead = () => document.querySelectorAll('iframe[data-standby]');
/** The shell settles: the delay, then the browser is idle. */
const settle = () => vi.advanceTimersByTime(STANDBY_DELAY_MS + IDLE_LIMIT_MS);

/** Loaded once the shell has settled from now, not a moment before. */
function expectLoadedOnceSettled() {
  vi.advanceTimersByTime(STANDBY_DELAY_MS - 1);
  expect(framesAhead()).toHaveLength(0);
  vi.advanceTimersByTime(1 + IDLE_LIMIT_MS);
  expect(framesAhead()).toHaveLength(1);
}

beforeEach(() => {
  vi.useFakeTimers();
  // A browser where a moved frame keeps its document: the only one that keeps a frame ahead.
  Object.defineProperty(Element.prototype, 'moveBefore', { value: () => {}, configurable: true });
});

afterEach(() => {
  discardStandbyFrame();
  delete (Element.prototype as { moveBefore?: unknown }).moveBefore;
  vi.useRealTimers();
});

describe('the frame loaded ahead', () => {
  it('loads once the shell has settled', () => {
    prepareStandbyFrame(options);
    expectLoadedOnceSettled();
  });

  it('waits while an embedded screen of the page loads, and the shell settles again after it', () => {
    const release = holdStandbyFrame();
    prepareStandbyFrame(options);
    settle();
    settle();
    expect(framesAhead()).toHaveLength(0);

    release();
    expectLoadedOnceSettled();
  });

  it('waits for every screen that holds it, each released once', () => {
    const first = holdStandbyFrame();
    const second = holdStandbyFrame();
    prepareStandbyFrame(options);
    settle();
    first();
    first();
    settle();
    expect(framesAhead()).toHaveLength(0);
    second();
    settle();
    expect(framesAhead()).toHaveLength(1);
  });

  it('is not loaded for a page that went meanwhile (signed out)', () => {
    const release = holdStandbyFrame();
    prepareStandbyFrame(options);
    settle();
    discardStandbyFrame();
    release();
    settle();
    expect(framesAhead()).toHaveLength(0);
  });
});
