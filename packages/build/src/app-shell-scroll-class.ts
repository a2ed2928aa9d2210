import type { Plugin } from 'vite';

/**
 * The class `react-remove-scroll` pads while a modal locks the page's scroll
 * (`RemoveScroll.classNames.zeroRight`, a test compares them).
 */
export const REMOVE_SCROLL_ZERO_RIGHT = 'right-scroll-bar-position';

/** Mantine's AppShell parts that name that class (its header, footer and aside). */
const APP_SHELL_PART =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(?:Header|Footer|Aside)[\\/][^\\/]+\.mjs$/;
const IMPORT = 'import { RemoveScroll } from "react-remove-scroll";';

/**
 * Mantine's AppShell header, footer and aside import `react-remove-scroll` and its dependencies
 * (~5 KiB gzip) for that class's name alone, which put the library in the app's first chunk: they
 * get the name instead. The modals, in chunks of their own, import the library, which pads every
 * element of that class as before. A Mantine whose parts import it otherwise fails the build.
 */
export function appShellScrollClass(): Plugin {
  return {
    name: 'feedline-app-shell-scroll-class',
    transform(code, id) {
      if (!APP_SHELL_PART.test(id) || !code.includes('react-remove-scroll')) return null;
      if (!code.includes(IMPORT)) {
        throw new Error(`${id} imports react-remove-scroll otherwise than \`${IMPORT}\``);
      }
      const name = JSON.stringify(REMOVE_SCROLL_ZERO_RIGHT);
      return {
        code: code.replace(IMPORT, `const RemoveScroll = { classNames: { zeroRight: ${name} } };`),
        map: null,
      };
    },
  };
}
