/** Import states of a site with a name of their own; another value is shown as the server wrote it. */
export const IMPORT_STATES = ['idle', 'running', 'finished', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

export const isImportState = (value: string): value is ImportState =>
  (IMPORT_STATES as readonly string[]).includes(value);

const IMPORT_STATE_COLOURS: Record<ImportState, string> = {
  idle: 'gray',
  running: 'blue',
  finished: 'green',
  failed: 'red',
};

export const importStateColour = (value: string): string =>
  isImportState(value) ? IMPORT_STATE_COLOURS[value] : 'gray';
