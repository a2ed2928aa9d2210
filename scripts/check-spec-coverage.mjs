#!/usr/bin/env node
// Fails when docs/spec-coverage.md names a path that does not exist, or a test that is not a test.
//
// The table needs the columns spec, rule, code and test. In the code and test columns:
//
// 1. Only text in backticks is a reference. Plain text (labels such as "shell:" or "API", ADR
//    numbers such as docs/adr/0008, words such as "every … that opens a page") is not checked.
// 2. Text in parentheses describes the reference before it (`e2e/x.spec.ts` (two tabs),
//    `shell-store.ts` (`requestDrawer`)); backticks inside parentheses are not references.
// 3. `{a,b}` expands to one path per alternative, and each of them must resolve.
// 4. A full path starts with a top-level folder of the repository (apps/, packages/, e2e/,
//    scripts/, docs/ …) and must exist exactly as written: a file, or a folder. A trailing slash
//    means a folder.
// 5. A path with `*` is a glob: `*` matches within one folder level, `**` across levels. A glob is
//    written in full (rule 4) and must match at least one file or folder.
// 6. Any other path is short (`menu-items.test.ts`, `lib/auth/session.test.ts`,
//    `components/nav-menu.tsx`, `modules/invoices`): it stands for the files and folders whose path
//    ends with "/<short>". It is looked up first inside the folders the row's full paths name (a
//    folder itself, or the folder of a file) and below them; exactly one match there resolves it.
//    Otherwise it must match exactly one file or folder of the whole repository: none is
//    "not found", more is "ambiguous" (write more of the path).
// 7. The repository's files are those git tracks plus untracked ones it does not ignore, as long
//    as they exist on disk; without git, a walk of the tree that skips dependencies and build
//    output.
//
// In the test column, besides:
//
// 8. Every reference is a test file, its name ending .test.ts, .test.tsx or .spec.ts (for a glob:
//    every match). The only other checks accepted are CHECK_SCRIPTS and CHECK_COMMANDS below;
//    a command's npm script must exist in package.json.
// 9. A row whose test column names nothing says "not covered yet".
//
// Usage: node scripts/check-spec-coverage.mjs [path/to/table.md]
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DOC = 'docs/spec-coverage.md';

const TEST_FILE = /\.(test\.tsx?|spec\.ts)$/;

/** Scripts that are checks without being test files: each exits non-zero when its rule fails. */
export const CHECK_SCRIPTS = [
  'scripts/bench/bench.ts',
  'scripts/bench/drawer-bench.ts',
  'scripts/check-locales.mjs',
];

/** Commands accepted in the test column, with the package.json script each one runs. */
export const CHECK_COMMANDS = {
  // Its first step, scripts/check-locales.mjs, fails when en, de and fr differ in keys.
  'npm test': 'test',
  // scripts/bench/bench.ts fails when a performance budget is missed.
  'npm run bench': 'bench',
};

const NOT_COVERED = /not covered yet/i;
const SKIPPED_FOLDERS = new Set([
  '.git',
  'node_modules',
  'dist',
  '.data',
  '.test-results',
  'test-results',
  'playwright-report',
  'coverage',
]);

/**
 * The repository's files, relative to `root` with forward slashes (rule 7).
 * @param {string} [root]
 * @returns {string[]}
 */
export function listRepositoryFiles(root = ROOT) {
  let listed;
  try {
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .split('\0')
      .filter(Boolean);
  } catch {
    listed = walk(root, root);
  }
  return [...new Set(listed)].filter((file) => existsSync(join(root, file))).sort();
}

/** @param {string} root @param {string} dir @returns {string[]} */
function walk(root, dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      return SKIPPED_FOLDERS.has(entry.name) ? [] : walk(root, join(dir, entry.name));
    }
    return [relative(root, join(dir, entry.name)).split('\\').join('/')];
  });
}

/** @param {string} file @returns {string[]} */
function foldersOf(file) {
  const parts = file.split('/');
  return parts.slice(1).map((_, index) => parts.slice(0, index + 1).join('/'));
}

/**
 * Splits a table line into its cells; a `|` escaped with a backslash stays in its cell.
 * @param {string} line
 */
function cells(line) {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replaceAll('\\|', '|'));
}

/**
 * The backticked references of a cell, without those inside parentheses (rules 1 and 2).
 * @param {string} cell
 * @returns {string[]}
 */
export function referencesIn(cell) {
  const references = [];
  let depth = 0;
  let code = null;
  for (const char of cell) {
    if (code !== null) {
      if (char === '`') {
        if (depth === 0) references.push(code.trim());
        code = null;
      } else {
        code += char;
      }
    } else if (char === '`') code = '';
    else if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
  }
  return references.filter(Boolean);
}

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts` (rule 3). @param {string} path @returns {string[]} */
function expandBraces(path) {
  const match = /\{([^{}]*)\}/.exec(path);
  if (!match) return [path];
  const [before, after] = [path.slice(0, match.index), path.slice(match.index + match[0].length)];
  return match[1].split(',').flatMap((part) => expandBraces(`${before}${part.trim()}${after}`));
}

/** @param {string} glob */
function globPattern(glob) {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i];
    if (char === '*' && glob[i + 1] === '*') {
      const slash = glob[i + 2] === '/';
      source += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/**
 * The files and folders of a repository, and how to look paths up in them.
 * @param {string[]} files
 */
function repository(files) {
  const fileSet = new Set(files);
  const folderSet = new Set(files.flatMap(foldersOf));
  const topLevel = new Set([...folderSet].filter((folder) => !folder.includes('/')));
  const entries = [...files, ...folderSet];
  return {
    isFolder: (/** @type {string} */ path) => folderSet.has(path),
    isFull: (/** @type {string} */ path) => topLevel.has(path.split('/')[0] ?? ''),
    /**
     * What a reference resolves to (rules 4–6), or why it does not.
     * @param {string} path
     * @param {string[]} anchors folders the row's full paths name
     * @returns {{ matches: string[] } | { error: string }}
     */
    resolve(path, anchors) {
      const wantsFolder = path.endsWith('/');
      const bare = path.replace(/\/+$/, '');
      const kinds = wantsFolder ? [...folderSet] : entries;
      if (bare.includes('*') || bare.includes('?')) {
        if (!this.isFull(bare)) return { error: 'a glob must be written from the repository root' };
        const pattern = globPattern(bare);
        const matches = kinds.filter((entry) => pattern.test(entry));
        return matches.length ? { matches } : { error: 'the glob matches nothing' };
      }
      if (this.isFull(bare)) {
        if (wantsFolder ? folderSet.has(bare) : fileSet.has(bare) || folderSet.has(bare)) {
          return { matches: [bare] };
        }
        return { error: `no ${wantsFolder ? 'folder' : 'file or folder'} at this path` };
      }
      const candidates = kinds.filter((entry) => entry === bare || entry.endsWith(`/${bare}`));
      const anchored = candidates.filter((entry) =>
        anchors.some((anchor) => entry.startsWith(`${anchor}/`)),
      );
      if (anchored.length === 1) return { matches: anchored };
      if (candidates.length === 1) return { matches: candidates };
      if (candidates.length === 0) return { error: 'no file or folder ends with this path' };
      const shown = (anchored.length > 1 ? anchored : candidates).slice(0, 4).join(', ');
      return {
        error: `ambiguous, ${candidates.length} matches (${shown}): write more of the path`,
      };
    },
  };
}

/**
 * Checks a spec-coverage table.
 * @param {string} markdown the document
 * @param {{ files?: string[], scripts?: Record<string, string>, source?: string }} [options]
 *   files: the repository's files (default: rule 7); scripts: package.json scripts; source: the
 *   document's name in messages
 * @returns {{ rows: number, references: number, problems: string[] }}
 */
export function checkSpecCoverage(markdown, options = {}) {
  const files = options.files ?? listRepositoryFiles();
  const scripts =
    options.scripts ?? JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts ?? {};
  const source = options.source ?? DOC;
  const repo = repository(files);
  const problems = [];
  let rows = 0;
  let references = 0;

  const lines = markdown.split(/\r?\n/);
  const tableStart = lines.findIndex((line) => line.trim().startsWith('|'));
  if (tableStart === -1) return { rows, references, problems: [`${source}: no table found`] };
  const header = cells(lines[tableStart]).map((name) => name.toLowerCase());
  const column = Object.fromEntries(
    ['spec', 'rule', 'code', 'test'].map((name) => [name, header.indexOf(name)]),
  );
  const missing = Object.keys(column).filter((name) => column[name] === -1);
  if (missing.length) {
    return {
      rows,
      references,
      problems: [`${source}:${tableStart + 1}: the table has no column ${missing.join(', ')}`],
    };
  }

  for (let index = tableStart + 2; index < lines.length; index += 1) {
    const line = lines[index];
    if (!line.trim().startsWith('|')) break;
    rows += 1;
    const row = cells(line);
    const rule = row[column.rule] ?? '';
    const name = `${source}:${index + 1} (${row[column.spec]} ${rule.length > 60 ? `${rule.slice(0, 57)}…` : rule})`;
    if (row.length !== header.length) {
      problems.push(`${name}: ${row.length} cells, the header has ${header.length}`);
      continue;
    }
    const code = referencesIn(row[column.code]).flatMap(expandBraces);
    const tests = referencesIn(row[column.test]);
    const anchors = [...code, ...tests.flatMap(expandBraces)]
      .filter((path) => repo.isFull(path) && !/[*?]/.test(path))
      .map((path) => path.replace(/\/+$/, ''))
      .map((path) => (repo.isFolder(path) ? path : path.split('/').slice(0, -1).join('/')));

    for (const path of code) {
      references += 1;
      const found = repo.resolve(path, anchors);
      if ('error' in found) problems.push(`${name}: code \`${path}\`: ${found.error}`);
    }

    if (tests.length === 0 && !NOT_COVERED.test(row[column.test])) {
      problems.push(`${name}: the test column names no test and does not say "not covered yet"`);
    }
    for (const entry of tests) {
      references += 1;
      if (/^npm\s/.test(entry)) {
        const script = CHECK_COMMANDS[/** @type {keyof typeof CHECK_COMMANDS} */ (entry)];
        if (!script) {
          problems.push(`${name}: test \`${entry}\`: not one of the accepted check commands`);
        } else if (!(script in scripts)) {
          problems.push(`${name}: test \`${entry}\`: package.json has no script "${script}"`);
        }
        continue;
      }
      for (const path of expandBraces(entry)) {
        const found = repo.resolve(path, anchors);
        if ('error' in found) {
          problems.push(`${name}: test \`${path}\`: ${found.error}`);
          continue;
        }
        const notTests = found.matches.filter(
          (match) => !TEST_FILE.test(match) && !CHECK_SCRIPTS.includes(match),
        );
        if (notTests.length) {
          problems.push(
            `${name}: test \`${path}\`: not a test file (${notTests.slice(0, 3).join(', ')})`,
          );
        }
      }
    }
  }
  return { rows, references, problems };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const doc = process.argv[2] ?? DOC;
  const { rows, references, problems } = checkSpecCoverage(
    readFileSync(resolve(ROOT, doc), 'utf8'),
    {
      source: doc,
    },
  );
  for (const problem of problems) console.error(problem);
  if (problems.length) {
    console.error(`${problems.length} problem(s) in ${doc}.`);
    process.exit(1);
  }
  console.info(`${doc}: ${rows} rows, ${references} references, all resolve.`);
}
