import type { CurrentUser } from '@feedline/contracts';
import { ActionIcon, Stack } from '@mantine/core';
import { IconBook, IconBuildingStore, IconFolders, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { Hint } from '../../../components/hint';
import { getConfig } from '../../../config/config';
import {
  buildRailLinks,
  type RailLink as RailLinkModel,
  type RailLinkId,
} from '../model/rail-links';
import { useShellLocation, useShownLocation } from '../../../app/shell-location';
import { useAccountQuery } from '../../../data/account-query';

export const RAIL_WIDTH = 56;

const ICONS: Record<RailLinkId, ReactNode> = {
  projects: <IconFolders size={22} aria-hidden />,
  workspaces: <IconBuildingStore size={22} aria-hidden />,
  'content-portal': <IconBook size={22} aria-hidden />,
  settings: <IconSettings size={22} aria-hidden />,
};

function RailLink({ link }: { link: RailLinkModel }) {
  const { t } = useTranslation('shell');
  const label = t(`rail.${link.id}`);
  const name = link.opensNewTab ? `${label} ${t('rail.new-tab')}` : label;
  const props = {
    href: link.href,
    ...(link.opensNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    size: 'xl',
    variant: link.isActive ? 'light' : 'subtle',
    color: link.isActive ? undefined : 'gray',
    'aria-label': name,
    'aria-current': link.isActive ? ('page' as const) : undefined,
    'data-rail-link': link.id,
    children: ICONS[link.id],
  };
  return (
    <Hint label={label}>
      {/* An external address is a plain page load; in-app paths go through the router. */}
      {link.isExternal ? (
        <ActionIcon component="a" {...props} />
      ) : (
        <ActionIcon component={AppLink} {...props} />
      )}
    </Hint>
  );
}

/** The left icon rail: Projects, Workspaces (retail access only), Content Portal, Settings. */
export function IconRail({
  user,
}: {
  user: Pick<CurrentUser, 'hasDenBoschAccess' | 'hasCpAccess' | 'isMaster'>;
}) {
  const { t } = useTranslation('shell');
  const pathname = useShownLocation((location) => location.pathname);
  const { accountId } = useShellLocation();
  const account = useAccountQuery(accountId);
  const links = buildRailLinks({
    pathname,
    hasDenBoschAccess: user.hasDenBoschAccess,
    hasCpAccess: user.hasCpAccess,
    contentPortalUrl: getConfig().links.contentPortal,
    workspacesUrl: getConfig().links.workspaces,
    accountId,
    canOpenSettings: user.isMaster || account.data?.isUserAdmin === true,
  });

  return (
    <Stack
      component="nav"
      aria-label={t('rail.label')}
      w={RAIL_WIDTH}
      align="center"
      gap="xs"
      py="sm"
      style={{ borderInlineEnd: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}
    >
      {links.map((link) => (
        <RailLink key={link.id} link={link} />
      ))}
    </Stack>
  );
}
