// Chromium as the end-to-end tests (playwright.config.ts) and the browser budgets
// (scripts/bench/bench-server.ts) launch it: Debian's binary (`CHROMIUM_PATH`, else
// /usr/bin/chromium, scripts/ensure-browser.mjs), never a downloaded one.
import { join } from 'node:path';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Playwright's launch options for it, with `args` added. Started through `chromium.sh`, which joins
 * Playwright's `--disable-features` and ours into one switch: ours leaves out the address bar's
 * web-page popup and its AI-mode variant, which Chromium builds for every new window (every
 * browser context of a test or a measured load) in a renderer process of its own, at full speed,
 * on the cores the pages under test run on (docs/adr/0031).
 */
export function chromiumLaunchOptions(args: readonly string[] = []) {
  return {
    executablePath: join(import.meta.dirname, 'chromium.sh'),
    args: [
      ...(isRoot ? ['--no-sandbox'] : []),
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
      ...args,
    ],
  };
}
