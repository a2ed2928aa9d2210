import { Stack, Title } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ProfileDetails } from './profile-details';
import { TwoFactorSection } from './two-factor-section';

/**
 * The user's profile (spec §2.3, §2.8): who is signed in, and the TOTP set-up that satisfies an
 * organisation's two-factor policy. The user comes from the authenticated guard's context.
 */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { user } = useRouteContext({ from: '/authenticated/shell/profile' });
  return (
    <Stack gap="xl" maw={760}>
      <Title order={1}>{t('title')}</Title>
      <ProfileDetails user={user} />
      <TwoFactorSection />
    </Stack>
  );
}
