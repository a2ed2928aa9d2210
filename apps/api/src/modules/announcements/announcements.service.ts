import type { Announcement } from '@feedline/contracts';
import type { Db } from '@feedline/db';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { cleanRichText } from '../../lib/rich-text';
import {
  findAnnouncement,
  insertAcknowledgement,
  listOpenAnnouncements,
  type AnnouncementRow,
} from './announcements.repository';

export function toAnnouncement(row: AnnouncementRow, acknowledged: boolean): Announcement {
  return {
    id: row.id,
    acknowledged,
    heading: row.heading,
    message: cleanRichText(row.message),
    icon: row.icon,
    type: row.type,
    link: row.linkUrl ? { url: row.linkUrl, label: row.linkLabel } : null,
    permanent: row.permanent,
  };
}

export async function listAnnouncementsFor(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<Announcement[]> {
  return (await listOpenAnnouncements(db, userId, now)).map((row) => toAnnouncement(row, false));
}

export const permanentAnnouncement = () =>
  new HttpError(409, 'conflict', 'A permanent announcement cannot be acknowledged');

/** Spec §4: an announcement shows until acknowledged; a permanent one can never be. */
export async function acknowledgeAnnouncement(
  db: Db,
  userId: number,
  pathId: number,
  payloadId: number,
): Promise<Announcement> {
  if (pathId !== payloadId) {
    throw badRequest('The id of the payload does not match the address', {
      invalidParams: [{ name: 'body.id', key: 'mismatch' }],
    });
  }
  const row = await findAnnouncement(db, pathId);
  if (!row) throw notFound('Announcement');
  if (row.permanent) throw permanentAnnouncement();
  await insertAcknowledgement(db, row.id, userId);
  return toAnnouncement(row, true);
}
