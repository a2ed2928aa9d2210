import { useFormatter } from '../../../lib/format';

/** A point in time in the reader's language, machine-readable too. */
export function Moment({ iso, day = false }: { iso: string; day?: boolean }) {
  const format = useFormatter();
  return <time dateTime={iso}>{day ? format.day(iso) : format.dateTime(iso)}</time>;
}
