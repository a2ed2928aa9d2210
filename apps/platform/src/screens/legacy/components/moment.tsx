import { useTranslation } from 'react-i18next';
import { formatDay, formatMoment } from '../model/format';

/** A point in time in the reader's language, machine-readable too. */
export function Moment({ iso, day = false }: { iso: string; day?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={iso}>
      {day ? formatDay(iso, i18n.language) : formatMoment(iso, i18n.language)}
    </time>
  );
}
