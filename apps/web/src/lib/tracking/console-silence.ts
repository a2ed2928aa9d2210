import type { WebConfig } from '@feedline/contracts';

/** The console methods that write output. */
export const SILENCED_CONSOLE_METHODS = [
  'log',
  'info',
  'debug',
  'warn',
  'error',
  'trace',
  'dir',
  'table',
] as const;

const noop = () => {};

/**
 * Spec §9: console output is silenced unless the debug setting is on. Runs before error
 * reporting starts, so that its console capture still sees every call. Returns whether it
 * silenced anything.
 */
export function silenceConsole(
  config: Pick<WebConfig, 'debug'>,
  target: Pick<Console, (typeof SILENCED_CONSOLE_METHODS)[number]> = console,
): boolean {
  if (config.debug) return false;
  for (const method of SILENCED_CONSOLE_METHODS) target[method] = noop;
  return true;
}
