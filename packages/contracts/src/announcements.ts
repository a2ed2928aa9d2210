import { z } from 'zod';

/**
 * An announcement of the strip (spec §2.7, §3). `message` is HTML: clients sanitise it before
 * rendering. `icon` names an icon (info, success, warning, error) or the megaphone image.
 */
export const announcementSchema = z.object({
  id: z.number().int(),
  acknowledged: z.boolean(),
  heading: z.string(),
  message: z.string(),
  icon: z.string().nullable(),
  /** Colour family: info, success, warning or error. */
  type: z.string(),
  link: z.object({ url: z.string(), label: z.string().nullable() }).nullable(),
  /** A permanent announcement has no close icon and cannot be acknowledged. */
  permanent: z.boolean(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** GET /api/announcements: the signed-in user's current, not yet acknowledged announcements. */
export const announcementListSchema = z.object({ data: z.array(announcementSchema) });
export type AnnouncementList = z.infer<typeof announcementListSchema>;

/** PATCH /api/announcements/:announcementId (spec §7: payload id and acknowledged=true). */
export const acknowledgeAnnouncementSchema = z.object({
  id: z.number().int().positive(),
  acknowledged: z.literal(true),
});
export type AcknowledgeAnnouncement = z.infer<typeof acknowledgeAnnouncementSchema>;
