import { Badge, Box, NavLink, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { Hint } from '../../../components/hint';
import { track } from '../../../lib/tracking/tracker';
import type { MenuEntry } from '../model/menu-items';
import { menuClickEvent } from '../model/menu-tracking';
import { MenuIcon } from './menu-icon';

export interface NavMenuLinkProps {
  entry: MenuEntry;
  isActive: boolean;
  isCollapsed: boolean;
  /** The red badge's number (error-log count); nothing shows for none or zero. */
  badgeCount?: number | undefined;
}

function TagBadge({ tag }: { tag: 'new' | 'beta' }) {
  const { t } = useTranslation('shell');
  return (
    <Badge size="sm" variant="light" color={tag === 'beta' ? 'grape' : 'teal'}>
      {t(`menu.tags.${tag}`)}
    </Badge>
  );
}

/**
 * One menu item: icon, title, new/beta tag and red badge when expanded; icon (with the badge as
 * an indicator) and a tooltip when collapsed. Clicks on designer routes are tracked. Rendered
 * again only when its own props change: the menu re-renders as its data arrives (the error-log
 * badge, a site's write right), which concerns one item, not twenty.
 */
export const NavMenuLink = memo(function NavMenuLink({
  entry: { item, href },
  isActive,
  isCollapsed,
  badgeCount,
}: NavMenuLinkProps) {
  const { t } = useTranslation('shell');
  const title = t(`menu.items.${item.id}` as 'menu.items.overview');
  const badge =
    item.hasBadge && badgeCount !== undefined && badgeCount > 0 ? badgeCount : undefined;
  const badgeText = badge === undefined ? undefined : t('menu.badge', { amount: badge });
  const trackedEvent = menuClickEvent(item.route);

  const hasRightSection = !isCollapsed && (item.tag !== undefined || badge !== undefined);
  const rightSection = !hasRightSection ? undefined : (
    <>
      {item.tag ? <TagBadge tag={item.tag} /> : null}
      {badge === undefined ? null : (
        <>
          <Badge
            size="sm"
            color="red"
            variant="filled"
            data-testid={`${item.id}-badge`}
            aria-hidden
          >
            {badge}
          </Badge>
          <VisuallyHidden fz="sm">{`(${badgeText})`}</VisuallyHidden>
        </>
      )}
    </>
  );
  const icon = <MenuIcon name={item.icon} />;

  const link = (
    <NavLink
      component={AppLink}
      href={href}
      active={isActive}
      aria-current={isActive ? 'page' : undefined}
      aria-label={isCollapsed ? (badgeText ? `${title} (${badgeText})` : title) : undefined}
      label={isCollapsed ? undefined : title}
      leftSection={
        isCollapsed && badge !== undefined ? (
          <Box pos="relative" style={{ display: 'flex' }}>
            {icon}
            <Badge
              size="xs"
              color="red"
              variant="filled"
              circle
              pos="absolute"
              top={-6}
              right={-8}
              data-testid={`${item.id}-badge`}
              aria-hidden
            >
              {badge}
            </Badge>
          </Box>
        ) : (
          icon
        )
      }
      rightSection={rightSection}
      onClick={trackedEvent ? () => track(trackedEvent) : undefined}
      styles={isCollapsed ? { section: { marginInlineEnd: 0 } } : undefined}
    />
  );

  if (!isCollapsed) return link;
  return <Hint label={title}>{link}</Hint>;
});
