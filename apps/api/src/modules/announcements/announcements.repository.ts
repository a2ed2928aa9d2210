import { schema, type Executor } from '@feedline/db';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';

const { announcements, announcementAcknowledgements } = schema;

export type AnnouncementRow = typeof announcements.$inferSelect;

/** Started (or no start) and not ended (or no end) at `now`. */
const isCurrent = (now: Date) =>
  and(
    or(isNull(announcements.startsAt), lte(announcements.startsAt, now)),
    or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
  );

/** Current announcements the user has not acknowledged, oldest first. */
export async function listOpenAnnouncements(
  db: Executor,
  userId: number,
  now: Date,
): Promise<AnnouncementRow[]> {
  const rows = await db
    .select({ announcement: announcements })
    .from(announcements)
    .leftJoin(
      announcementAcknowledgements,
      and(
        eq(announcementAcknowledgements.announcementId, announcements.id),
        eq(announcementAcknowledgements.userId, userId),
      ),
    )
    .where(and(isCurrent(now), isNull(announcementAcknowledgements.userId)))
    .orderBy(asc(announcements.id));
  return rows.map((row) => row.announcement);
}

export async function findAnnouncement(
  db: Executor,
  id: number,
): Promise<AnnouncementRow | undefined> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  return row;
}

/** Idempotent: acknowledging twice keeps the first time. */
export async function insertAcknowledgement(
  db: Executor,
  announcementId: number,
  userId: number,
): Promise<void> {
  await db
    .insert(announcementAcknowledgements)
    .values({ announcementId, userId })
    .onConflictDoNothing();
}
