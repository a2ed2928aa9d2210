import type { WebConfig } from '@feedline/contracts';
import { silenceConsole } from './console-silence';
import type { startErrorReporting } from './error-reporting';
import { shouldStartErrorReporting } from './error-reporting-rules';

export type ErrorReportingLoader = () => Promise<{
  startErrorReporting: typeof startErrorReporting;
}>;

/**
 * App-wide adapters, started once after the first render from main.tsx through a dynamic import:
 * the console policy first (so error reporting's console capture wraps the final methods), then
 * error reporting, whose SDK is fetched only when it is configured.
 */
export async function startAppAdapters(
  config: WebConfig,
  loadErrorReporting: ErrorReportingLoader = () => import('./error-reporting'),
): Promise<void> {
  silenceConsole(config);
  if (!shouldStartErrorReporting(config)) return;
  const reporting = await loadErrorReporting();
  reporting.startErrorReporting(config);
}
