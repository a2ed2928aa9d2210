import type { Account } from '@feedline/contracts';
import type { TFunction } from 'i18next';
import type { Fact } from '../components/facts';

/** The organisation's context line under a page title. */
export const accountContext = (account: Account, t: TFunction<'legacy'>) =>
  t('context.account', { company: account.company });

export function accountFacts(account: Account, t: TFunction<'legacy'>): Fact[] {
  return [
    { label: t('account.facts.company'), value: account.company },
    { label: t('account.facts.projects'), value: account.projectCount },
    {
      label: t('account.facts.role'),
      value: account.isUserAdmin ? t('account.role.admin') : t('account.role.member'),
    },
    {
      label: t('account.facts.twoFactor'),
      value: account.forceTwoFactorAuth
        ? t('account.twoFactor.enforced')
        : t('account.twoFactor.optional'),
    },
  ];
}
