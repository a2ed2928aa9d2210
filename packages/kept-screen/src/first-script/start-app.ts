// The app's entry scripts, added to the page by its first script once the kept screen that script
// shows is on screen (docs/adr/0035): requested with the page, the app's code (~650 kB, compiled
// by the browser on threads of its own while it arrives) took from the first paint the processor
// time a machine of few cores has for it. Used by the pages' first scripts only.
import { whenPainted } from './paint';

/**
 * The page's first script names the app's entry scripts in this attribute, space-separated: the
 * build takes them out of the page's head and writes them there (`packages/build` firstScript,
 * `startsApp`).
 */
export const APP_SCRIPTS_ATTRIBUTE = 'data-app-scripts';

/**
 * The longest the app's code waits for the kept screen to be drawn and painted (as long as the
 * app's first stage waits for it, `keep.ts` KEPT_SCREEN_PAINT_LIMIT_MS).
 */
export const APP_START_LIMIT_MS = 1_000;

/**
 * The app's entry scripts that `script` names (the page's first script, read while it runs:
 * `document.currentScript`); none where it names none (in development, where the page has its
 * own entry tag).
 */
export function appScriptsOf(script: Element | null): string[] {
  return script?.getAttribute(APP_SCRIPTS_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
}

/** Adds `sources` to the page as the build wrote them: module scripts, fetched without credentials. */
function addScripts(sources: string[]): void {
  for (const source of sources) {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = source;
    document.head.append(script);
  }
}

/**
 * Starts the app whose entry scripts are `sources`, and `withApp` (what else the page's first
 * script starts for the app: its first requests, the formats' worker) right before them: at once
 * where the first script shows no kept screen (or names no scripts, in development); else once the
 * cover is drawn (or gone) and the browser has painted it (`whenPainted`), at the latest after
 * {@link APP_START_LIMIT_MS} (a frame its parent does not show runs no animation frames). Nothing
 * of it runs before the picture's paint then.
 */
export function startApp(
  sources: string[],
  cover: HTMLElement | null,
  withApp: () => void = () => undefined,
): void {
  if (sources.length === 0 || !cover) {
    withApp();
    addScripts(sources);
    return;
  }
  let isStarted = false;
  const start = () => {
    if (isStarted) return;
    isStarted = true;
    clearTimeout(limit);
    withApp();
    addScripts(sources);
  };
  const limit = setTimeout(start, APP_START_LIMIT_MS);
  whenPainted(cover, start);
}
