import type Provider from 'oidc-provider';
import { z } from 'zod';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** Where the pending second step lives in the interaction's (server-side) result. */
const PENDING_KEY = 'feedline.pendingTotp';
/** The code must follow the password within this many seconds. */
export const TOTP_STEP_TTL = 10 * 60;

const pendingSchema = z.object({
  /** Our subject (users.id as text) whose password was right. */
  accountId: z.string().min(1),
  /** The e-mail address the rate limit counts failures for (the same key as the password). */
  email: z.string(),
  /** Epoch seconds of the correct password. */
  since: z.number().int(),
});
export type PendingTotp = z.infer<typeof pendingSchema>;

const epochNow = () => Math.floor(Date.now() / 1000);

/**
 * The user who gave the right password and still owes a code, if any and not too old. It is
 * stored with the interaction in the database, found only through this browser's interaction
 * cookie, and never in the identity session.
 */
export function pendingTotpOf(interaction: Interaction, now = epochNow()): PendingTotp | undefined {
  const parsed = pendingSchema.safeParse(interaction.result?.[PENDING_KEY]);
  if (!parsed.success || now - parsed.data.since > TOTP_STEP_TTL) return undefined;
  return parsed.data;
}

export async function rememberPendingTotp(
  interaction: Interaction,
  pending: Omit<PendingTotp, 'since'>,
): Promise<void> {
  interaction.result = { ...interaction.result, [PENDING_KEY]: { ...pending, since: epochNow() } };
  await interaction.persist();
}

export async function forgetPendingTotp(interaction: Interaction): Promise<void> {
  if (!interaction.result || !(PENDING_KEY in interaction.result)) return;
  const { [PENDING_KEY]: _forgotten, ...rest } = interaction.result;
  interaction.result = rest;
  await interaction.persist();
}
