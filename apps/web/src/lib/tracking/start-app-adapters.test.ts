import type { WebConfig } from '@feedline/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '../../test/test-config';
import { startAppAdapters } from './start-app-adapters';

const sentry = { dsn: 'https://key@o1.ingest.example.test/2', environment: 'test', debug: false };
const original = { ...console };

afterEach(() => {
  Object.assign(console, original);
});

describe('startAppAdapters', () => {
  it('loads no error-reporting code when it is not configured', async () => {
    const load = vi.fn();
    await startAppAdapters({ ...TEST_CONFIG, debug: true }, load);
    expect(load).not.toHaveBeenCalled();
  });

  it('silences the console first, then starts error reporting', async () => {
    const order: string[] = [];
    const config: WebConfig = { ...TEST_CONFIG, sentry };
    const start = vi.fn(() => {
      order.push(console.warn === original.warn ? 'start, console untouched' : 'start, silenced');
      return true;
    });
    await startAppAdapters(config, () => Promise.resolve({ startErrorReporting: start }));
    expect(start).toHaveBeenCalledWith(config);
    expect(order).toEqual(['start, silenced']);
  });

  it('keeps console output with debug on', async () => {
    await startAppAdapters({ ...TEST_CONFIG, debug: true }, vi.fn());
    expect(console.error).toBe(original.error);
  });
});
