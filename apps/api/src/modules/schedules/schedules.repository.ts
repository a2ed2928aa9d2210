import type { SiteScheduleChange } from '@feedline/contracts';
import { schema, type Executor } from '@feedline/db';
import { and, eq, isNull, lt, or } from 'drizzle-orm';

const { accounts, projects, siteSchedules, sites } = schema;

export type SiteScheduleRow = typeof siteSchedules.$inferSelect;

/** A site without a schedule row imports only when asked, and exports after each import. */
export const DEFAULT_SCHEDULE = {
  enabled: false,
  times: [] as string[],
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  exportAfterImport: true,
};

export async function findSchedule(db: Executor, siteId: number) {
  const [row] = await db.select().from(siteSchedules).where(eq(siteSchedules.siteId, siteId));
  return row;
}

/** The organisation's time zone of a site. */
export async function timeZoneOfSite(db: Executor, siteId: number): Promise<string> {
  const [row] = await db
    .select({ timeZone: accounts.timeZone })
    .from(sites)
    .innerJoin(projects, eq(projects.id, sites.projectId))
    .innerJoin(accounts, eq(accounts.id, projects.accountId))
    .where(eq(sites.id, siteId));
  return row?.timeZone ?? 'UTC';
}

export async function saveSchedule(
  db: Executor,
  siteId: number,
  change: SiteScheduleChange,
  userId: number,
) {
  const values = {
    ...change,
    times: [...new Set(change.times)].sort(),
    weekdays: [...new Set(change.weekdays)].sort(),
    updatedAt: new Date(),
    updatedBy: userId,
  };
  const [row] = await db
    .insert(siteSchedules)
    .values({ siteId, ...values })
    .onConflictDoUpdate({ target: siteSchedules.siteId, set: values })
    .returning();
  return row!;
}

/** Whether a good import of the site is followed by an export of every channel. */
export async function exportsFollowImport(db: Executor, siteId: number): Promise<boolean> {
  return (await findSchedule(db, siteId))?.exportAfterImport ?? DEFAULT_SCHEDULE.exportAfterImport;
}

/** Enabled schedules with at least one time, with their organisation's zone. */
export async function listActiveSchedules(db: Executor) {
  return db
    .select({
      siteId: siteSchedules.siteId,
      enabled: siteSchedules.enabled,
      times: siteSchedules.times,
      weekdays: siteSchedules.weekdays,
      lastSlotAt: siteSchedules.lastSlotAt,
      updatedAt: siteSchedules.updatedAt,
      timeZone: accounts.timeZone,
    })
    .from(siteSchedules)
    .innerJoin(sites, eq(sites.id, siteSchedules.siteId))
    .innerJoin(projects, eq(projects.id, sites.projectId))
    .innerJoin(accounts, eq(accounts.id, projects.accountId))
    .where(and(eq(siteSchedules.enabled, true), eq(sites.isActive, true)));
}

/**
 * Takes a slot of a site's schedule: true for exactly one caller, whichever process asks first
 * (one guarded UPDATE), so a slot fires once however many processes tick.
 */
export async function claimSlot(db: Executor, siteId: number, slot: Date): Promise<boolean> {
  const rows = await db
    .update(siteSchedules)
    .set({ lastSlotAt: slot })
    .where(
      and(
        eq(siteSchedules.siteId, siteId),
        or(isNull(siteSchedules.lastSlotAt), lt(siteSchedules.lastSlotAt, slot)),
      ),
    )
    .returning({ siteId: siteSchedules.siteId });
  return rows.length > 0;
}
