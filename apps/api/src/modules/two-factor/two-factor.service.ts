import type { TwoFactorSetup, TwoFactorStatus } from '@feedline/contracts';
import type { Db } from '@feedline/db';
import type { LoginLimiter } from '../../identity/login-limiter';
import { badRequest, HttpError } from '../../lib/http-error';
import { membershipSummary, type UserRow } from '../users/users.service';
import { generateTotpSecret, matchTotpCode, otpauthUri } from './totp';
import type { TotpSecretBox } from './totp-secret-box';
import { replaceTotpState, storePendingSecret } from './two-factor.repository';

export interface TwoFactorDeps {
  db: Db;
  box: TotpSecretBox;
  now?: () => number;
}

export interface TwoFactorApiDeps extends TwoFactorDeps {
  /** Failed codes per user: enabling and disabling cannot be used to guess codes. */
  limiter: LoginLimiter;
}

type TotpUser = Pick<UserRow, 'id' | 'email' | 'totpSecret' | 'totpEnabled'>;
type CodeOutcome = 'ok' | 'invalid' | 'stale';
/** What a correct code does to the stored state. */
type AfterCode = 'keep' | 'enable' | 'clear';

const conflict = (key: string, message: string) => new HttpError(409, 'conflict', message, { key });
const invalidCode = () => badRequest('The code is not correct', { key: 'invalid-code' });
const rateLimited = () =>
  new HttpError(429, 'rate-limited', 'Too many wrong codes, try again later');

/**
 * Checks a code against the user's sealed state and consumes it: the time step it belongs to is
 * stored, so the same code (or an older one) is not accepted again. 'stale' when the row
 * changed meanwhile (another request used a code, or a new set-up started).
 */
async function consumeCode(
  deps: TwoFactorDeps,
  userId: number,
  current: { sealed: string; wasEnabled: boolean },
  code: string,
  after: AfterCode,
): Promise<CodeOutcome> {
  const stored = deps.box.open(userId, current.sealed);
  if (!stored) return 'invalid';
  const step = matchTotpCode(stored.secret, code, (deps.now ?? Date.now)());
  if (step === undefined || (stored.lastStep !== null && step <= stored.lastStep)) return 'invalid';
  const next =
    after === 'clear'
      ? { sealed: null, enabled: false }
      : {
          sealed: deps.box.seal(userId, { secret: stored.secret, lastStep: step }),
          enabled: after === 'enable' || current.wasEnabled,
        };
  return (await replaceTotpState(deps.db, userId, current, next)) ? 'ok' : 'stale';
}

export async function getTwoFactorStatus(
  deps: TwoFactorDeps,
  user: TotpUser,
): Promise<TwoFactorStatus> {
  const { twoFactorEnforced } = await membershipSummary(deps.db, user.id);
  return {
    enabled: user.totpEnabled,
    enforced: twoFactorEnforced,
    pending: !user.totpEnabled && user.totpSecret !== null,
  };
}

/** Starts (or restarts) a set-up: a new pending secret replaces any earlier pending one. */
export async function startTwoFactorSetup(
  deps: TwoFactorDeps,
  user: TotpUser,
): Promise<TwoFactorSetup> {
  const alreadyEnabled = () =>
    conflict('already-enabled', 'Two-factor authentication is already enabled');
  if (user.totpEnabled) throw alreadyEnabled();
  const secret = generateTotpSecret();
  const sealed = deps.box.seal(user.id, { secret, lastStep: null });
  if (!(await storePendingSecret(deps.db, user.id, sealed))) throw alreadyEnabled();
  return { secret, otpauthUri: otpauthUri(secret, user.email) };
}

/** Runs a code check under the per-user limit of wrong codes. */
async function limited(
  deps: TwoFactorApiDeps,
  userId: number,
  check: () => Promise<CodeOutcome>,
): Promise<CodeOutcome> {
  const key = `two-factor:${userId}`;
  // Counted before the check, in the same step as the verdict: concurrent codes cannot all pass.
  if (!(await deps.limiter.take(key)).isAdmitted) throw rateLimited();
  let outcome: CodeOutcome;
  try {
    outcome = await check();
  } catch (error) {
    await deps.limiter.giveBack(key).catch(() => {});
    throw error;
  }
  if (outcome === 'ok') await deps.limiter.reset(key);
  else if (outcome !== 'invalid') await deps.limiter.giveBack(key);
  return outcome;
}

/** Enables TOTP with the first code from the app; a wrong code changes nothing. */
export async function enableTwoFactor(deps: TwoFactorApiDeps, user: TotpUser, code: string) {
  if (user.totpEnabled) {
    throw conflict('already-enabled', 'Two-factor authentication is already enabled');
  }
  const sealed = user.totpSecret;
  if (sealed === null) throw conflict('no-pending-setup', 'Start the set-up first');
  const outcome = await limited(deps, user.id, () =>
    consumeCode(deps, user.id, { sealed, wasEnabled: false }, code, 'enable'),
  );
  if (outcome === 'invalid') throw invalidCode();
  if (outcome === 'stale') throw conflict('no-pending-setup', 'The set-up was restarted meanwhile');
}

/**
 * Disables TOTP with a current code. Refused while an organisation of the user enforces
 * two-factor authentication (spec §6): the user would be locked out of it at once.
 */
export async function disableTwoFactor(deps: TwoFactorApiDeps, user: TotpUser, code: string) {
  const { twoFactorEnforced } = await membershipSummary(deps.db, user.id);
  if (twoFactorEnforced) {
    throw conflict(
      'two-factor-enforced',
      'An organisation of the user enforces two-factor authentication',
    );
  }
  const sealed = user.totpSecret;
  if (!user.totpEnabled || sealed === null) {
    throw conflict('not-enabled', 'Two-factor authentication is not enabled');
  }
  const outcome = await limited(deps, user.id, () =>
    consumeCode(deps, user.id, { sealed, wasEnabled: true }, code, 'clear'),
  );
  // 'stale': the code was used by another request at the same moment; it counts as used.
  if (outcome !== 'ok') throw invalidCode();
}

/** The second step of signing in: true when the code is right (and is then used up). */
export async function verifySignInCode(
  deps: TwoFactorDeps,
  user: TotpUser,
  code: string,
): Promise<boolean> {
  const sealed = user.totpSecret;
  if (!user.totpEnabled || sealed === null) return false;
  return (await consumeCode(deps, user.id, { sealed, wasEnabled: true }, code, 'keep')) === 'ok';
}
