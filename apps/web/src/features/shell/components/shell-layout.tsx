import type { CurrentUser } from '@feedline/contracts';
import { Anchor, AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hidesSidebar, isFullscreenSearch, layoutMode } from '../model/layout-mode';
import { MENU_WIDTH_COLLAPSED, MENU_WIDTH_EXPANDED } from '../../../app/shell-store';
import { IconRail, RAIL_WIDTH } from './icon-rail';
import { NavMenu } from './nav-menu';
import classes from './shell-layout.module.css';
import { useShellState } from '../../../app/shell-store-context';
import { useNavCollapsed } from './use-nav-collapsed';
import { useUserAdapters } from './use-user-adapters';
import { UserMenu } from './user-menu';
import { DRAWN_LATER_IN_PICTURE } from '../../../lib/kept-screen';
import { resolveLanguage } from '../../../lib/language';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { useShownLocation } from '../../../app/shell-location';

export const MAIN_CONTENT_ID = 'main-content';
const HEADER_HEIGHT = 52;

export interface ShellLayoutProps {
  user: CurrentUser;
  /** Shown above the content (the announcement strip). */
  banner?: ReactNode;
  /** Docked below the content (the notifications drawer at site and channel level). */
  drawer?: ReactNode;
  children: ReactNode;
}

/**
 * fullscreen=true and the hideSidebar route data, read from the router (spec §2.3), and the
 * fullscreen request of an embedded page (spec §7), read from the shell store.
 */
function useLayoutMode() {
  const isFullscreenSearchFlag = useShownLocation((location) =>
    isFullscreenSearch(location.search as Record<string, unknown>),
  );
  const isFrameFullscreen = useShellState((state) => state.isFrameFullscreen);
  const hideSidebar = useRouterState({ select: (state) => hidesSidebar(state.matches) });
  return layoutMode({ isFullscreen: isFullscreenSearchFlag || isFrameFullscreen, hideSidebar });
}

/** The shell around every platform page: header, icon rail, level menu and content. */
export function ShellLayout({ user, banner, drawer, children }: ShellLayoutProps) {
  const { t } = useTranslation('shell');
  const { isCollapsed } = useNavCollapsed();
  const [isMobileOpen, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const { showRail, showMenu } = useLayoutMode();
  const hasNavbar = showRail || showMenu;
  const menuWidth = isCollapsed ? MENU_WIDTH_COLLAPSED : MENU_WIDTH_EXPANDED;
  useUserAdapters(user);
  useFocusOnNavigation(MAIN_CONTENT_ID);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={
        hasNavbar
          ? {
              width: (showRail ? RAIL_WIDTH : 0) + (showMenu ? menuWidth : 0),
              breakpoint: 'sm',
              collapsed: { mobile: !isMobileOpen },
            }
          : undefined
      }
      padding="md"
      data-layout={showMenu ? 'full' : showRail ? 'no-menu' : 'fullscreen'}
    >
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink}>
        {t('skip-to-content')}
      </a>
      {/* The page's chrome: a picture of the page draws it a frame after the content. */}
      <AppShell.Header {...DRAWN_LATER_IN_PICTURE}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {hasNavbar ? (
              <Burger
                opened={isMobileOpen}
                onClick={toggleMobile}
                hiddenFrom="sm"
                size="sm"
                aria-label={isMobileOpen ? t('menu.close') : t('menu.open')}
              />
            ) : null}
            <Anchor component={Link} to="/" fw={600} size="lg" underline="never">
              {t('brand')}
            </Anchor>
          </Group>
          <UserMenu name={user.name} language={resolveLanguage({ userLanguage: user.language })} />
        </Group>
      </AppShell.Header>
      {hasNavbar ? (
        <AppShell.Navbar
          {...DRAWN_LATER_IN_PICTURE}
          role="none"
          style={{ flexDirection: 'row' }}
          // On small screens the menu covers the page: following one of its links closes it.
          onClick={(event) => {
            if ((event.target as Element).closest('a')) closeMobile();
          }}
        >
          {showRail ? <IconRail user={user} /> : null}
          {showMenu ? <NavMenu user={user} /> : null}
        </AppShell.Navbar>
      ) : null}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {banner}
        {children}
      </AppShell.Main>
      {drawer}
    </AppShell>
  );
}
