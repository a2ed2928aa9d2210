import type { CurrentUser } from '@feedline/contracts';
import { ActionIcon, Box, Stack, Text } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Hint } from '../../../components/hint';
import { getConfig } from '../../../config/config';
import { isActivePath } from '../model/menu-items';
import { MENU_WIDTH_COLLAPSED, MENU_WIDTH_EXPANDED } from '../../../app/shell-store';
import { NavMenuLink } from './nav-menu-link';
import { OrganisationSwitcher } from './organisation-switcher';
import { useShellStore } from '../../../app/shell-store-context';
import { useNavCollapsed } from './use-nav-collapsed';
import { useVisibleMenu } from './use-visible-menu';
import { useShownLocation } from '../../../app/shell-location';

export const NAV_MENU_ID = 'feedline-nav-menu';

/** The level's navigation menu with the organisation switcher on top and the version below. */
export function NavMenu({ user }: { user: CurrentUser | undefined }) {
  const { t } = useTranslation('shell');
  const store = useShellStore();
  const { isCollapsed, isPhone } = useNavCollapsed();
  const pathname = useShownLocation((location) => location.pathname);
  const { entries, errorCount } = useVisibleMenu(user);
  const toggleLabel = isCollapsed ? t('menu.expand') : t('menu.collapse');

  return (
    <Box
      component="nav"
      id={NAV_MENU_ID}
      aria-label={t('menu.label')}
      w={isCollapsed ? MENU_WIDTH_COLLAPSED : MENU_WIDTH_EXPANDED}
      h="100%"
      style={{ display: 'flex', flexDirection: 'column', flexShrink: 0 }}
      data-collapsed={isCollapsed}
    >
      <OrganisationSwitcher isCollapsed={isCollapsed} />
      {/* Native scrolling: a custom scrollbar would pull floating-UI into the first chunk. */}
      <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto', overflowX: 'hidden' }}>
        <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <li key={`${entry.item.level}-${entry.item.id}`}>
              <NavMenuLink
                entry={entry}
                isActive={isActivePath(pathname, entry.href)}
                isCollapsed={isCollapsed}
                badgeCount={entry.item.hasBadge ? errorCount : undefined}
              />
            </li>
          ))}
        </Box>
      </Box>
      <Stack gap={4} p="xs" align={isCollapsed ? 'center' : 'stretch'}>
        {/* On a phone the burger opens and closes the menu; there is nothing to collapse. */}
        {isPhone ? null : (
          <Hint label={toggleLabel}>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={toggleLabel}
              aria-expanded={!isCollapsed}
              onClick={store.toggleNav}
            >
              {isCollapsed ? (
                <IconLayoutSidebarLeftExpand size={20} aria-hidden />
              ) : (
                <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
              )}
            </ActionIcon>
          </Hint>
        )}
        {isCollapsed ? null : (
          <Text size="xs" c="dimmed">
            {t('menu.version', { version: getConfig().version })}
          </Text>
        )}
      </Stack>
    </Box>
  );
}
