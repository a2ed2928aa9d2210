import type { ScreenRoute } from '../../app/routes';

/** The legacy pages of spec §2.16, each at the path the shell's redirect list gives it. */
export const legacyRoutes: readonly ScreenRoute[] = [];
