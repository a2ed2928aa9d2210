import type { SiteSchedule, SiteScheduleChange } from '@feedline/contracts';
import type { FastifyInstance } from 'fastify';
import { insertAuditEvent } from '../activity/activity.service';
import type { SiteAccess } from '../access/access.scope';
import { nextRunOf } from './schedule-times';
import {
  DEFAULT_SCHEDULE,
  findSchedule,
  saveSchedule,
  timeZoneOfSite,
  type SiteScheduleRow,
} from './schedules.repository';

function toSchedule(row: SiteScheduleRow | undefined, timeZone: string, now: Date): SiteSchedule {
  const values = row ?? DEFAULT_SCHEDULE;
  const schedule = {
    enabled: values.enabled,
    times: [...values.times],
    weekdays: [...values.weekdays],
    exportAfterImport: values.exportAfterImport,
  };
  return {
    ...schedule,
    timeZone,
    nextRunAt: nextRunOf(schedule, timeZone, now)?.toISOString() ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function getSchedule(app: FastifyInstance, siteId: number): Promise<SiteSchedule> {
  const [row, timeZone] = await Promise.all([
    findSchedule(app.db, siteId),
    timeZoneOfSite(app.db, siteId),
  ]);
  return toSchedule(row, timeZone, new Date());
}

/** Saves the site's schedule with its audit event, in one transaction. */
export async function updateSchedule(
  app: FastifyInstance,
  site: SiteAccess,
  change: SiteScheduleChange,
  userId: number,
): Promise<SiteSchedule> {
  const row = await app.db.transaction(async (tx) => {
    const saved = await saveSchedule(tx, site.id, change, userId);
    await insertAuditEvent(tx, {
      accountId: site.account.id,
      siteId: site.id,
      userId,
      action: 'schedule.updated',
      targetType: 'site',
      targetId: String(site.id),
      data: {
        enabled: saved.enabled,
        times: saved.times,
        weekdays: saved.weekdays,
        exportAfterImport: saved.exportAfterImport,
      },
    });
    return saved;
  });
  return toSchedule(row, await timeZoneOfSite(app.db, site.id), new Date());
}

/** Whether a good import of the site is followed by an export of every channel. */
export { exportsFollowImport } from './schedules.repository';
