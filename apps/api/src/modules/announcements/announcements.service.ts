import type { Announcement } from '@feedline/contracts';
import type { Language } from '@feedline/contracts/constants';
import type { Db } from '@feedline/db';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { cleanRichText } from '../../lib/rich-text';
import {
  findAnnouncement,
  insertAcknowledgement,
  listOpenAnnouncements,
  type AnnouncementRow,
} from './announcements.repository';

/** An announcement's text in one language; German and French fall back to English as a whole. */
function textIn(row: AnnouncementRow, language: Language) {
  const own = {
    en: { heading: row.headingEn, message: row.messageEn, linkLabel: row.linkLabelEn },
    de: { heading: row.headingDe, message: row.messageDe, linkLabel: row.linkLabelDe },
    fr: { heading: row.headingFr, message: row.messageFr, linkLabel: row.linkLabelFr },
  }[language];
  return own.heading !== null && own.message !== null
    ? { heading: own.heading, message: own.message, linkLabel: own.linkLabel }
    : { heading: row.headingEn, message: row.messageEn, linkLabel: row.linkLabelEn };
}

/** An announcement as the strip reads it, in the reader's language (spec §2.7, §3). */
export function toAnnouncement(
  row: AnnouncementRow,
  acknowledged: boolean,
  language: Language,
): Announcement {
  const text = textIn(row, language);
  return {
    id: row.id,
    acknowledged,
    heading: text.heading,
    message: cleanRichText(text.message),
    icon: row.icon,
    type: row.type,
    link: row.linkUrl ? { url: row.linkUrl, label: text.linkLabel } : null,
    permanent: row.permanent,
  };
}

export async function listAnnouncementsFor(
  db: Db,
  userId: number,
  language: Language,
  now = new Date(),
): Promise<Announcement[]> {
  return (await listOpenAnnouncements(db, userId, now)).map((row) =>
    toAnnouncement(row, false, language),
  );
}

export const permanentAnnouncement = () =>
  new HttpError(409, 'conflict', 'A permanent announcement cannot be acknowledged');

/** Spec §4: an announcement shows until acknowledged; a permanent one can never be. */
export async function acknowledgeAnnouncement(
  db: Db,
  userId: number,
  pathId: number,
  payloadId: number,
  language: Language,
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
  return toAnnouncement(row, true, language);
}
