import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS } from '@feedline/theme';
import { useShellState } from '../../../app/shell-store-context';

/** Below the tablet breakpoint the menu opens from the burger over the page (Mantine's `sm`). */
const PHONE_QUERY = `(max-width: ${em(BREAKPOINTS.tablet - 0.1)})`;

/**
 * Whether the level menu shows icons only. The user's choice (the shell store) counts from the
 * tablet breakpoint up; on a phone the burger opens the menu over the page with its titles, since
 * a phone shows no hints to name the icons (spec §9).
 */
export function useNavCollapsed(): { isCollapsed: boolean; isPhone: boolean } {
  const isChosenCollapsed = useShellState((state) => state.navCollapsed);
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  return { isCollapsed: isChosenCollapsed && !isPhone, isPhone };
}
