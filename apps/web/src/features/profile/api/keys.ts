/** Query keys of the profile page (the signed-in user's two-factor authentication). */
export const profileKeys = {
  all: ['profile'] as const,
  twoFactor: () => [...profileKeys.all, 'two-factor'] as const,
};
