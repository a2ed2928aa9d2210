/** Log line types with a colour of their own; anything else reads as info (spec §3). */
export const LOG_TYPES = ['success', 'warning', 'error', 'info'] as const;
export type LogType = (typeof LOG_TYPES)[number];

export const toLogType = (type: string): LogType =>
  (LOG_TYPES as readonly string[]).includes(type) ? (type as LogType) : 'info';

const LOG_TYPE_COLOURS: Record<LogType, string> = {
  success: 'green',
  warning: 'yellow',
  error: 'red',
  info: 'blue',
};

export const logTypeColour = (type: string): string => LOG_TYPE_COLOURS[toLogType(type)];
