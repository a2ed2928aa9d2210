import type { WebConfig } from '@feedline/contracts';
import * as Sentry from '@sentry/react';
import {
  ERROR_REPORTING_SAMPLING,
  REPLAY_PRIVACY,
  shouldStartErrorReporting,
  tracePropagationTargets,
} from './error-reporting-rules';

/** The parts of the SDK the options are built from (tests pass their own). */
export type ErrorReportingSdk = Pick<
  typeof Sentry,
  'browserTracingIntegration' | 'replayIntegration' | 'captureConsoleIntegration'
>;

/** The SDK options of spec §9, or undefined when error reporting is off. */
export function errorReportingOptions(
  config: WebConfig,
  shellOrigin: string,
  sdk: ErrorReportingSdk = Sentry,
): Sentry.BrowserOptions | undefined {
  if (!shouldStartErrorReporting(config) || !config.sentry) return undefined;
  return {
    dsn: config.sentry.dsn,
    environment: config.sentry.environment,
    release: config.version,
    debug: config.sentry.debug,
    ...ERROR_REPORTING_SAMPLING,
    tracePropagationTargets: tracePropagationTargets(shellOrigin, config.platformHost),
    integrations: [
      sdk.browserTracingIntegration(),
      sdk.replayIntegration({ ...REPLAY_PRIVACY }),
      sdk.captureConsoleIntegration(),
    ],
  };
}

/** Starts the SDK when configured; loaded only through a dynamic import (not in the first chunk). */
export function startErrorReporting(
  config: WebConfig,
  shellOrigin: string = window.location.origin,
): boolean {
  const options = errorReportingOptions(config, shellOrigin);
  if (!options) return false;
  Sentry.init(options);
  return true;
}
