import type { Account } from '@feedline/contracts';
import { describe, expect, it } from 'vitest';
import { detailsFormOf, detailsHints, toAccountUpdate, toggled } from './details-form';

const ACCOUNT: Account = {
  id: 1,
  company: 'Acme Retail',
  name: 'acme',
  projectCount: 2,
  isUserAdmin: true,
  clientType: 'Retailer',
  forceTwoFactorAuth: false,
  businessTypes: [{ id: 3, label: 'B2C' }],
  verticals: [{ id: 1, label: 'Fashion' }],
};

describe('the details form (spec §5, §7)', () => {
  it('starts from the account, lists as ids', () => {
    expect(detailsFormOf(ACCOUNT)).toEqual({
      company: 'Acme Retail',
      clientType: 'Retailer',
      forceTwoFactorAuth: false,
      verticals: [1],
      businessTypes: [3],
    });
  });

  it('wants a vertical and a business type from master users only, with the spec keys', () => {
    const empty = { ...detailsFormOf(ACCOUNT), verticals: [], businessTypes: [] };
    expect(detailsHints(empty, true)).toEqual([
      'organisation-settings.verticals.missing',
      'organisation-settings.businessTypes.missing',
    ]);
    expect(detailsHints(empty, false)).toEqual([]);
    expect(detailsHints(detailsFormOf(ACCOUNT), true)).toEqual([]);
  });

  it('toggles ids', () => {
    expect(toggled([1, 2], 2)).toEqual([1]);
    expect(toggled([1], 2)).toEqual([1, 2]);
  });

  it('sends ids, and the master fields only for master users', () => {
    const form = { ...detailsFormOf(ACCOUNT), company: ' Acme ' };
    expect(toAccountUpdate(form, false)).toEqual({ company: 'Acme', forceTwoFactorAuth: false });
    expect(toAccountUpdate(form, true)).toEqual({
      company: 'Acme',
      forceTwoFactorAuth: false,
      clientType: 'Retailer',
      verticals: [1],
      businessTypes: [3],
    });
  });
});
