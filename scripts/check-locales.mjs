#!/usr/bin/env node
// Fails when en, de and fr do not have exactly the same translation keys (every namespace).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LANGUAGES = ['en', 'de', 'fr'];
const ROOTS = ['apps/web/src/locales', 'apps/platform/src/locales'].filter(existsSync);

const flatten = (value, prefix = '') =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) =>
        flatten(inner, prefix ? `${prefix}.${key}` : key),
      )
    : [[prefix, value]];

let problems = 0;
let checked = 0;
for (const root of ROOTS) {
  const namespaces = new Set(
    LANGUAGES.flatMap((lang) =>
      existsSync(join(root, lang)) ? readdirSync(join(root, lang)) : [],
    ),
  );
  for (const file of namespaces) {
    const keys = {};
    for (const lang of LANGUAGES) {
      const path = join(root, lang, file);
      if (!existsSync(path)) {
        console.error(`missing file: ${path}`);
        problems += 1;
        continue;
      }
      const entries = flatten(JSON.parse(readFileSync(path, 'utf8')));
      for (const [key, text] of entries) {
        if (typeof text !== 'string' || text.trim() === '') {
          console.error(`${path}: "${key}" is empty`);
          problems += 1;
        }
      }
      keys[lang] = new Set(entries.map(([key]) => key));
    }
    const all = new Set(Object.values(keys).flatMap((set) => [...set]));
    for (const key of all) {
      checked += 1;
      for (const lang of LANGUAGES) {
        if (keys[lang] && !keys[lang].has(key)) {
          console.error(`${root}/${lang}/${file}: missing key "${key}"`);
          problems += 1;
        }
      }
    }
  }
}
if (ROOTS.length === 0) {
  console.error('no locale folders found');
  process.exit(1);
}
if (problems) {
  console.error(`${problems} locale problem(s)`);
  process.exit(1);
}
console.info(`locales ok: ${checked} keys in ${LANGUAGES.join(', ')}`);
