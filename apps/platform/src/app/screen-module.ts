import { lazy } from 'react';
import type { Screen, ScreenModule } from './screen';

/**
 * A screen whose code is a chunk of its own. The app asks for the chunk as soon as the route is
 * known (beside the screen's data) and renders the screen once it is there: no Suspense
 * boundary, whose reveal React holds back for a moment after showing its fallback.
 */
export function screenModule(load: () => Promise<Screen>): ScreenModule {
  let pending: Promise<Screen> | undefined;
  let screen: Screen | undefined;
  const loadOnce = (): Promise<Screen> => {
    pending ??= load().then(
      (loaded) => (screen = loaded),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return {
    load: loadOnce,
    loaded: () => screen,
    screen: lazy(async () => ({ default: await loadOnce() })),
  };
}

/** A screen that is a module's default export. */
export const defaultScreen = (load: () => Promise<{ default: Screen }>): ScreenModule =>
  screenModule(async () => (await load()).default);
