import type { WebConfig } from '@feedline/contracts';
import * as Sentry from '@sentry/react';
import { describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '../../test/test-config';
import { errorReportingOptions, type ErrorReportingSdk } from './error-reporting';
import { shouldStartErrorReporting, tracePropagationTargets } from './error-reporting-rules';

const SHELL = 'https://app.feedline.test';
const sentry = {
  dsn: 'https://key@o1.ingest.example.test/2',
  environment: 'production',
  debug: false,
};
const configured: WebConfig = {
  ...TEST_CONFIG,
  env: 'production',
  version: '9.9.9',
  platformHost: 'https://platform.feedline.test',
  sentry,
};

function fakeSdk() {
  return {
    browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
    replayIntegration: vi.fn(() => ({ name: 'Replay' })),
    captureConsoleIntegration: vi.fn(() => ({ name: 'CaptureConsole' })),
  } as unknown as ErrorReportingSdk & Record<string, ReturnType<typeof vi.fn>>;
}

describe('when error reporting starts (spec §9)', () => {
  it('is off without configuration, never an error', () => {
    expect(shouldStartErrorReporting({ env: 'production', sentry: undefined })).toBe(false);
    expect(errorReportingOptions({ ...configured, sentry: undefined }, SHELL)).toBeUndefined();
  });

  it('starts outside local mode', () => {
    expect(shouldStartErrorReporting({ env: 'production', sentry })).toBe(true);
    expect(shouldStartErrorReporting({ env: 'test', sentry })).toBe(true);
  });

  it('stays off in local mode unless its debug flag is set', () => {
    expect(shouldStartErrorReporting({ env: 'development', sentry })).toBe(false);
    expect(
      shouldStartErrorReporting({ env: 'development', sentry: { ...sentry, debug: true } }),
    ).toBe(true);
  });
});

describe('error reporting settings (spec §9)', () => {
  it('samples replays 0 per session and 1 on error, traces 0.5', () => {
    const options = errorReportingOptions(configured, SHELL, fakeSdk());
    expect(options).toMatchObject({
      dsn: sentry.dsn,
      environment: 'production',
      release: '9.9.9',
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 1,
      tracesSampleRate: 0.5,
    });
  });

  it('unmasks all text and blocks all media in replays, and captures the console', () => {
    const sdk = fakeSdk();
    const options = errorReportingOptions(configured, SHELL, sdk);
    expect(sdk.replayIntegration).toHaveBeenCalledWith({ maskAllText: false, blockAllMedia: true });
    expect(sdk.captureConsoleIntegration).toHaveBeenCalled();
    expect(sdk.browserTracingIntegration).toHaveBeenCalled();
    expect((options?.integrations as { name: string }[]).map((entry) => entry.name)).toEqual([
      'BrowserTracing',
      'Replay',
      'CaptureConsole',
    ]);
  });

  it('builds real integrations with the SDK', () => {
    const options = errorReportingOptions(configured, SHELL);
    expect((options?.integrations as { name: string }[]).map((entry) => entry.name)).toEqual([
      'BrowserTracing',
      'Replay',
      'CaptureConsole',
    ]);
    expect(Sentry.getClient()).toBeUndefined();
  });
});

describe('trace propagation targets (spec §9)', () => {
  const matches = (url: string) =>
    tracePropagationTargets(SHELL, 'https://platform.feedline.test').some((pattern) =>
      pattern.test(url),
    );

  it('are the shell origin (relative paths included) and the platform host', () => {
    expect(matches('https://app.feedline.test/api/user')).toBe(true);
    expect(matches('/api/user')).toBe(true);
    expect(matches('https://platform.feedline.test/data-flow/site/1')).toBe(true);
    expect(matches('https://platform.feedline.test')).toBe(true);
  });

  it('are nothing else', () => {
    expect(matches('https://o1.ingest.example.test/api/2/envelope')).toBe(false);
    expect(matches('https://app.feedline.test.evil.example/api')).toBe(false);
    expect(matches('https://app.feedline.test:8443/api')).toBe(false);
    expect(matches('//evil.example/api')).toBe(false);
    expect(matches('https://widget.intercom.io/widget/x')).toBe(false);
  });

  it('are given to the SDK', () => {
    const options = errorReportingOptions(configured, SHELL, fakeSdk());
    expect(options?.tracePropagationTargets).toEqual(
      tracePropagationTargets(SHELL, 'https://platform.feedline.test'),
    );
  });
});
