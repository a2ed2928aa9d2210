import { z } from 'zod';

/**
 * Identity of the signed-in user for the support chat widget (spec §7): the e-mail address and
 * its HMAC-SHA256 (hex) under the chat's identity-verification secret, computed by the API so the
 * secret never reaches the browser.
 */
export const supportChatIdentitySchema = z.object({
  email: z.string(),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type SupportChatIdentity = z.infer<typeof supportChatIdentitySchema>;
