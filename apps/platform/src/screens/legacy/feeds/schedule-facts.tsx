import type { SiteSchedule } from '@feedline/contracts';
import { useTranslation } from 'react-i18next';
import { Facts, type Fact } from '../components/facts';
import { Moment } from '../components/moment';
import { draftOfSchedule } from './model/schedule-draft';
import { useFormatter } from '../../../lib/format';

/**
 * The schedule's time zone and next run; with `isComplete` (read-only access, no form) also its
 * settings, as text.
 */
export function ScheduleFacts({
  schedule,
  isComplete,
}: {
  schedule: SiteSchedule;
  isComplete: boolean;
}) {
  const { t } = useTranslation('legacy');
  const format = useFormatter();
  const settings = draftOfSchedule(schedule);
  const facts: Fact[] = [
    { label: t('feeds.schedule.timeZone'), value: schedule.timeZone },
    {
      label: t('feeds.schedule.nextRun'),
      value: schedule.nextRunAt ? (
        <Moment iso={schedule.nextRunAt} />
      ) : (
        t('feeds.schedule.noNextRun')
      ),
    },
    {
      label: t('feeds.schedule.updated'),
      value: schedule.updatedAt ? (
        <Moment iso={schedule.updatedAt} />
      ) : (
        t('feeds.schedule.neverChanged')
      ),
    },
  ];
  if (isComplete) {
    facts.unshift(
      {
        label: t('feeds.schedule.state'),
        value: settings.enabled ? t('feeds.schedule.on') : t('feeds.schedule.off'),
      },
      {
        label: t('feeds.schedule.times'),
        value: settings.times.length > 0 ? settings.times.join(', ') : t('feeds.schedule.noTimes'),
      },
      {
        label: t('feeds.schedule.weekdays'),
        value: settings.weekdays.map((day) => format.weekday(day)).join(', '),
      },
      {
        label: t('feeds.schedule.exportAfterImport'),
        value: settings.exportAfterImport ? t('feeds.yes') : t('feeds.no'),
      },
    );
  }
  return <Facts facts={facts} />;
}
