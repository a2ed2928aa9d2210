import { SSO_STATUS, type Account, type AccountUpdate } from '@feedline/contracts';
import type { Db } from '@feedline/db';
import { HttpError, notFound } from '../../lib/http-error';
import { insertAuditEvent } from '../activity/activity.service';
import {
  findAccountDetail,
  findSsoStatus,
  listAccountChoices,
  updateAccountDetails,
} from './accounts.repository';

export interface SettingsScope {
  account: { id: number; isAdmin: boolean };
  user: { id: number; isMaster: boolean };
}

/** Administrators of the organisation, and master users who belong to it (docs/adr/0017). */
export function requireSettingsAccess({ account, user }: SettingsScope): void {
  if (account.isAdmin || user.isMaster) return;
  throw new HttpError(
    403,
    'forbidden',
    "Only the organisation's administrators change its settings",
    { key: 'admin-required' },
  );
}

export const listChoices = listAccountChoices;

/** The master user's fields (spec §5): known choices, at least one vertical and business type. */
async function checkMasterFields(
  db: Db,
  input: Required<Omit<AccountUpdate, 'company' | 'forceTwoFactorAuth'>>,
) {
  const choices = await listAccountChoices(db);
  const problems = [];
  if (input.verticals.length === 0) {
    problems.push({ name: 'verticals', key: 'organisation-settings.verticals.missing' });
  }
  if (input.businessTypes.length === 0) {
    problems.push({ name: 'businessTypes', key: 'organisation-settings.businessTypes.missing' });
  }
  const known = (ids: number[], list: { id: number }[]) =>
    ids.every((id) => list.some((entry) => entry.id === id));
  if (!known(input.verticals, choices.verticals))
    problems.push({ name: 'verticals', key: 'unknown' });
  if (!known(input.businessTypes, choices.businessTypes)) {
    problems.push({ name: 'businessTypes', key: 'unknown' });
  }
  if (input.clientType !== null && !choices.clientTypes.includes(input.clientType)) {
    problems.push({ name: 'clientType', key: 'unknown' });
  }
  if (problems.length > 0) {
    throw new HttpError(400, 'validation-failed', 'The organisation details have problems', {
      invalidParams: problems,
    });
  }
}

/**
 * Saves the details page (spec §7): company and force-2FA for everyone allowed; client type,
 * verticals and business types only from master users. One transaction with its audit event.
 */
export async function updateAccountSettings(
  db: Db,
  scope: SettingsScope,
  input: AccountUpdate & { verticals: number[]; businessTypes: number[] },
): Promise<Account> {
  requireSettingsAccess(scope);
  const accountId = scope.account.id;
  const current = await findAccountDetail(db, accountId);
  if (!current) throw notFound('Account');
  if (
    current.forceTwoFactorAuth !== input.forceTwoFactorAuth &&
    (await findSsoStatus(db, accountId)) === SSO_STATUS.Enforced
  ) {
    throw new HttpError(
      409,
      'conflict',
      'Two-factor authentication is fixed while SSO is enforced',
      {
        key: 'sso-enforced',
      },
    );
  }
  const master = scope.user.isMaster
    ? {
        clientType: input.clientType ?? null,
        verticals: [...new Set(input.verticals)],
        businessTypes: [...new Set(input.businessTypes)],
      }
    : undefined;
  if (master) await checkMasterFields(db, master);
  await db.transaction(async (tx) => {
    await updateAccountDetails(tx, accountId, {
      company: input.company,
      forceTwoFactorAuth: input.forceTwoFactorAuth,
      ...(master ? { master } : {}),
    });
    await insertAuditEvent(tx, {
      accountId,
      userId: scope.user.id,
      action: 'account.updated',
      targetType: 'account',
      targetId: String(accountId),
      data: { company: input.company, forceTwoFactorAuth: input.forceTwoFactorAuth },
    });
  });
  const saved = (await findAccountDetail(db, accountId))!;
  return { ...saved, isUserAdmin: scope.account.isAdmin };
}
