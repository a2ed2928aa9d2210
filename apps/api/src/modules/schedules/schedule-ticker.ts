import type { FastifyInstance } from 'fastify';
import { queueImport } from '../imports/imports.service';
import { appendSiteLogLines } from '../site-logs/site-logs.service';
import { dueSlotOf } from './schedule-times';
import { claimSlot, listActiveSchedules } from './schedules.repository';

/** The queue whose cron job ticks every minute (pg-boss sends each tick once for all processes). */
export const SCHEDULE_TICK_QUEUE = 'schedule-tick';
/** A slot missed by up to this long (a restart, a busy machine) still fires. */
const CATCH_UP_MS = 10 * 60_000;

/**
 * One tick: every schedule whose slot has come imports its site (claimed once across processes).
 * A site still importing skips the slot, with a line in its live log.
 */
export async function fireDueSchedules(app: FastifyInstance, now = new Date()): Promise<number> {
  let fired = 0;
  for (const schedule of await listActiveSchedules(app.db)) {
    const floor = new Date(
      Math.max(
        now.getTime() - CATCH_UP_MS,
        schedule.lastSlotAt?.getTime() ?? 0,
        schedule.updatedAt.getTime() - 1,
      ),
    );
    const slot = dueSlotOf(schedule, schedule.timeZone, floor, now);
    if (!slot || !(await claimSlot(app.db, schedule.siteId, slot))) continue;
    const run = await queueImport(app, schedule.siteId, { userId: null, trigger: 'schedule' });
    if (run) fired += 1;
    else {
      await appendSiteLogLines(app, schedule.siteId, [
        { type: 'warning', key: 'import.schedule-skipped', params: {} },
      ]);
    }
  }
  return fired;
}

/** The minute tick of the schedules, a pg-boss cron job: it fires once per minute for all processes. */
export async function startScheduleTicker(app: FastifyInstance): Promise<void> {
  await app.jobs.createQueue(SCHEDULE_TICK_QUEUE, {
    name: SCHEDULE_TICK_QUEUE,
    policy: 'short',
    retryLimit: 0,
    expireInSeconds: 5 * 60,
  });
  await app.jobs.schedule(SCHEDULE_TICK_QUEUE, '* * * * *');
  await app.jobs.work(SCHEDULE_TICK_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
    await fireDueSchedules(app);
  });
}
