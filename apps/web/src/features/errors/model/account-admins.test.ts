import { describe, expect, it } from 'vitest';
import { mergeAdmins } from './account-admins';

const olivia = { name: 'Olivia Owner', email: 'owner@acme.test' };
const mia = { name: 'Mia Master', email: 'master@feedline.test' };

describe('mergeAdmins', () => {
  it('lists each administrator once, by name', () => {
    expect(mergeAdmins([[olivia], [mia, { name: 'Olivia O.', email: 'OWNER@acme.test' }]])).toEqual(
      [mia, olivia],
    );
  });

  it('skips lists that are not loaded and entries without an address', () => {
    expect(mergeAdmins([undefined, [olivia, { name: 'Nobody', email: ' ' }]])).toEqual([olivia]);
    expect(mergeAdmins([])).toEqual([]);
  });
});
