import type { Account } from '@feedline/contracts';
import { Anchor, Box, Group, NavLink, Paper, Stack, Title } from '@mantine/core';
import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { registerOrganisationSettingsTranslations } from '../translations';
import { useShownLocation } from '../../../app/shell-location';

registerOrganisationSettingsTranslations();

/** Back where the user came from when that was this platform, else the root (spec §2.15). */
function backHref(): string {
  try {
    const referrer = new URL(document.referrer);
    return referrer.origin === window.location.origin ? referrer.href : '/';
  } catch {
    return '/';
  }
}

/**
 * Organisation settings (spec §2.15): a compact header whose logo leads back, the company name as
 * the title, the side list of sections (details and sso) and the section itself.
 */
export function SettingsLayout({ account }: { account: Account }) {
  const { t } = useTranslation('organisation-settings');
  const { t: tShell } = useTranslation('shell');
  const pathname = useShownLocation((location) => location.pathname);
  return (
    <Box mih="100vh" bg="var(--mantine-color-gray-0)">
      <Group
        component="header"
        h={48}
        px="md"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Anchor href={backHref()} fw={600} underline="never" aria-label={t('back')}>
          {tShell('brand')}
        </Anchor>
      </Group>
      <Stack component="main" p="md" gap="md" maw={1100} mx="auto">
        <Title order={1} size="h2">
          {account.company}
        </Title>
        {/* On a phone the side list sits above the section. */}
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Box component="nav" aria-label={t('nav.label')} w={{ base: '100%', sm: 200 }}>
            <NavLink
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/organisation-settings/account/$accountId/details"
                  params={{ accountId: account.id }}
                />
              )}
              label={t('nav.details')}
              active={pathname.endsWith('/details')}
            />
            <NavLink
              renderRoot={(props) => (
                <Link
                  {...props}
                  to="/organisation-settings/account/$accountId/sso"
                  params={{ accountId: account.id }}
                />
              )}
              label={t('nav.sso')}
              active={/\/sso(\/|$)/.test(pathname)}
            />
          </Box>
          <Paper withBorder p="lg" radius="md" miw={0} style={{ flex: '1 1 320px' }}>
            <Outlet />
          </Paper>
        </Group>
      </Stack>
    </Box>
  );
}
