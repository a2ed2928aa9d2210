import type { Account, AccountUpdate } from '@feedline/contracts';

/** The details page's form (spec §2.15, §5). */
export interface DetailsForm {
  company: string;
  clientType: string | null;
  forceTwoFactorAuth: boolean;
  verticals: number[];
  businessTypes: number[];
}

/** The spec's hint keys of the master user's choices (§5). */
export type DetailsHint =
  'organisation-settings.verticals.missing' | 'organisation-settings.businessTypes.missing';

export const detailsFormOf = (account: Account): DetailsForm => ({
  company: account.company,
  clientType: account.clientType,
  forceTwoFactorAuth: account.forceTwoFactorAuth,
  verticals: account.verticals.map((entry) => entry.id),
  businessTypes: account.businessTypes.map((entry) => entry.id),
});

/**
 * The hints of §5: a master user keeps at least one vertical and one business type; nobody else
 * sees or is judged on them.
 */
export function detailsHints(form: DetailsForm, isMaster: boolean): DetailsHint[] {
  if (!isMaster) return [];
  const hints: DetailsHint[] = [];
  if (form.verticals.length === 0) hints.push('organisation-settings.verticals.missing');
  if (form.businessTypes.length === 0) hints.push('organisation-settings.businessTypes.missing');
  return hints;
}

/** Adds or removes one id of a toggle list. */
export function toggled(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((entry) => entry !== id) : [...ids, id];
}

/** The PATCH body of §7: ids only for the lists; master fields only from master users. */
export function toAccountUpdate(form: DetailsForm, isMaster: boolean): AccountUpdate {
  const base = { company: form.company.trim(), forceTwoFactorAuth: form.forceTwoFactorAuth };
  if (!isMaster) return base;
  return {
    ...base,
    clientType: form.clientType,
    verticals: form.verticals,
    businessTypes: form.businessTypes,
  };
}
