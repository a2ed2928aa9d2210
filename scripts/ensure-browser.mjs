#!/usr/bin/env node
// Makes sure the Debian chromium package is there for the end-to-end tests. Browsers are never
// downloaded by test tools here: the system package is the only browser we use.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureBrowser() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `\nThe end-to-end tests need Chromium at ${CHROMIUM_PATH}, and it is not installed.\n` +
        'Install the Debian package as root:  apt-get update && apt-get install -y chromium\n' +
        '(or set CHROMIUM_PATH to a Chromium binary), then run npm test again.\n',
    );
    process.exit(1);
  }
  console.info(
    `Chromium is missing: installing the Debian "chromium" package with apt-get (needed by the end-to-end tests)…`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get finished but ${CHROMIUM_PATH} is still missing.`);
    process.exit(1);
  }
  console.info(`Chromium installed at ${CHROMIUM_PATH}.`);
  return CHROMIUM_PATH;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBrowser();
