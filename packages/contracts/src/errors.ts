import { z } from 'zod';

/** Keys of 403 answers the shell reacts to (spec §8). */
export const FORBIDDEN_KEYS = [
  'retail-px user',
  'content-portal user',
  'unauthorized-user',
  'inactive-user',
  'unverified-user',
  'inaccessible',
  'feature-unavailable',
  /** The user may read but not change this site (no write permission). */
  'write-access-required',
  /**
   * An organisation of the user enforces two-factor authentication and the user has none yet: only
   * the user's own profile and 2FA set-up answer until it is set up (spec §6).
   */
  'two-factor-required',
] as const;
export type ForbiddenKey = (typeof FORBIDDEN_KEYS)[number];

import { ERROR_CODES } from './constants';

export { ERROR_CODES, type ErrorCode } from './constants';

export const invalidParamSchema = z.object({
  name: z.string(),
  key: z.string(),
  reason: z.string().optional(),
});

export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  key: z.string().optional(),
  invalidParams: z.array(invalidParamSchema).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
