// Debian packages the tests and scripts need that npm cannot install (chromium, nginx): installed
// with apt-get when missing and running as root, otherwise named with the command to run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Makes sure `binary` exists, installing Debian package `pkg` if it can; returns the path. */
export function ensureDebianPackage({ binary, pkg, why }) {
  if (existsSync(binary)) return binary;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `\n${why} needs ${binary}, and it is not installed.\n` +
        `Install the Debian package as root:  apt-get update && apt-get install -y ${pkg}\n`,
    );
    process.exit(1);
  }
  console.info(
    `${binary} is missing: installing the Debian "${pkg}" package with apt-get (${why})…`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
  if (!existsSync(binary)) {
    console.error(`apt-get finished but ${binary} is still missing.`);
    process.exit(1);
  }
  console.info(`${pkg} installed (${binary}).`);
  return binary;
}
