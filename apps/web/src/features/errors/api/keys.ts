/** Query keys of the error pages' data. */
export const errorsKeys = {
  all: ['errors'] as const,
  accountAdmins: (accountId: number) => [...errorsKeys.all, 'account-admins', accountId] as const,
};
