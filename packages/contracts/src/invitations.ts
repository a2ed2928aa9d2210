import { z } from 'zod';
import { INVITATION_TOKEN_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

export { INVITATION_TOKEN_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/** How long an invitation link can be used. */
export const INVITATION_LIFETIME_DAYS = 7;

export const invitationTokenSchema = z
  .string()
  .regex(INVITATION_TOKEN_PATTERN, { message: 'Not an invitation link' });

/** POST /api/accounts/:accountId/invitations: an administrator invites someone. */
export const newInvitationSchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  isAdmin: z.boolean().default(false),
});
export type NewInvitation = z.input<typeof newInvitationSchema>;

export const INVITATION_STATUSES = ['pending', 'expired', 'accepted', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** An invitation as the organisation's administrators see it. */
export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  isAdmin: z.boolean(),
  status: z.enum(INVITATION_STATUSES),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** The answer to a new invitation: the link to pass on, shown once (only its hash is kept). */
export const createdInvitationSchema = z.object({
  invitation: invitationSchema,
  link: z.string(),
});
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

/** GET /api/invitations/:token: what the invited person sees before accepting. */
export const invitationPreviewSchema = z.object({
  status: z.enum(INVITATION_STATUSES),
  email: z.string(),
  company: z.string(),
  invitedBy: z.string().nullable(),
  /** No user has this address yet: accepting creates one, with a password. */
  isNewUser: z.boolean(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /api/invitations/:token/accept: a new person joins with a name and a password. */
export const acceptInvitationSchema = z.object({
  name: z.string().trim().min(1).max(100),
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
  language: z.enum(['en', 'de', 'fr']).default('en'),
});
export type AcceptInvitation = z.input<typeof acceptInvitationSchema>;

/** Where the person now belongs. */
export const acceptedInvitationSchema = z.object({
  accountId: z.number().int(),
  email: z.string(),
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

/** The `key` of an invitation that can no longer be accepted, and why. */
export const INVITATION_ERROR_KEYS = [
  'invitation-expired',
  'invitation-accepted',
  'invitation-revoked',
  /** The address belongs to an existing user, who joins after signing in. */
  'invitation-sign-in-required',
  /** The signed-in user is not the person invited. */
  'invitation-foreign',
  'already-member',
  'admin-required',
] as const;
export type InvitationErrorKey = (typeof INVITATION_ERROR_KEYS)[number];
