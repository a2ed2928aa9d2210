#!/usr/bin/env node
// Makes sure the Debian chromium package is there for the end-to-end tests. Browsers are never
// downloaded by test tools here: the system package is the only browser we use.
import { ensureDebianPackage } from './ensure-package.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureBrowser() {
  return ensureDebianPackage({
    binary: CHROMIUM_PATH,
    pkg: 'chromium',
    why: 'The end-to-end tests (or set CHROMIUM_PATH to a Chromium binary)',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBrowser();
