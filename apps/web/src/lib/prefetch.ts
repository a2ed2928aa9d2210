export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching of visible links is skipped on 2g connections or with data saver on (spec §2.3). */
export function canPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

export function browserConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}
