import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/** Mantine's stylesheet of every component, as an app imports it. */
const MANTINE_STYLES = /[\\/]@mantine[\\/]core[\\/]styles\.css$/;
/** `import { A, B as C, type D } from '@mantine/core'` (also `export … from`). */
const CORE_IMPORT = /(?:import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;
/** A relative import or re-export in Mantine's own modules. */
const RELATIVE_IMPORT = /(?:from|import)\s*"(\.{1,2}\/[^"]+\.mjs)"/g;
/** A class of a component's CSS module, as Mantine's modules and stylesheet write it. */
const MODULE_CLASS = /"(m_[0-9a-f]+)"/g;
const SELECTOR_CLASS = /\.(m_[0-9a-f]+)(?![\w-])/g;
/** `:not(…)`, one level of parentheses inside: a class it names is not required. */
const NOT = /:not\((?:[^()]|\([^()]*\))*\)/g;
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?)$/;
/** Packages whose modules name no Mantine component (or are Mantine's core itself). */
const NOT_SCANNED = new Set(['@mantine/core', '@mantine/hooks', '@mantine/store']);

/** The files below `dir` that may import Mantine (no dependency folders, no build output). */
function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/[\\/](?:node_modules|dist)[\\/]/.test(file.slice(dir.length)));
}

/** The names `source` imports from `@mantine/core` (the imported names, not their local aliases). */
export function mantineImportsIn(source: string): string[] {
  const names: string[] = [];
  for (const [, list] of source.matchAll(CORE_IMPORT)) {
    for (const part of list!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name) names.push(name);
    }
  }
  return names;
}

/** The folder of `name` as `from` resolves it (a workspace package's link is followed). */
function packageDir(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * Every name imported from `@mantine/core` by the package at `root` (its `src`) and by the
 * packages it depends on that may render Mantine components: the project's own packages (their
 * `src`, followed through their dependencies) and Mantine's other packages (their modules).
 */
export function mantineImportsOf(root: string): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const visit = (dir: string, folders: string[]) => {
    if (seen.has(dir)) return;
    seen.add(dir);
    for (const folder of folders) {
      for (const file of sourceFiles(join(dir, folder))) {
        for (const name of mantineImportsIn(readFileSync(file, 'utf8'))) names.add(name);
      }
    }
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    for (const dependency of Object.keys({
      ...manifest.dependencies,
      ...manifest.devDependencies,
    })) {
      if (NOT_SCANNED.has(dependency)) continue;
      const isOwn = !dependency.startsWith('@mantine/');
      const found = packageDir(dependency, dir);
      // The project's own packages are linked, not installed: their folder is outside node_modules.
      if (!found || (isOwn && /[\\/]node_modules[\\/]/.test(found))) continue;
      visit(found, isOwn ? ['src'] : ['esm']);
    }
  };
  visit(root, ['src']);
  return names;
}

/**
 * The CSS module classes of the components `names` and of everything they are built from,
 * following Mantine's own modules from its index (`coreDir` is `@mantine/core`'s folder).
 */
export function mantineClassesFor(names: Iterable<string>, coreDir: string): Set<string> {
  const esm = join(coreDir, 'esm');
  const index = readFileSync(join(esm, 'index.mjs'), 'utf8');
  const moduleOf = new Map<string, string>();
  for (const [, list, path] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g)) {
    for (const name of list!.split(',')) moduleOf.set(name.trim(), resolve(esm, path!));
  }
  const classes = new Set<string>();
  const queue = [...names].flatMap((name) => moduleOf.get(name) ?? []);
  const visited = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (visited.has(file) || !existsSync(file)) continue;
    visited.add(file);
    const source = readFileSync(file, 'utf8');
    if (file.endsWith('.module.mjs')) {
      for (const [, name] of source.matchAll(MODULE_CLASS)) classes.add(name!);
    }
    for (const [, path] of source.matchAll(RELATIVE_IMPORT))
      queue.push(resolve(dirname(file), path!));
  }
  return classes;
}

/**
 * `css` without the rules that can match no element: those whose every selector requires a CSS
 * module class not in `used` (a class under `:not()` is not required). Rules of no component
 * class, at-rules and custom properties stay as they are; an at-rule left empty goes.
 */
export function trimMantineCss(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  const isLive = (selector: string) =>
    [...selector.replace(NOT, '').matchAll(SELECTOR_CLASS)].every(([, name]) => used.has(name!));
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name))
      return;
    const live = rule.selectors.filter(isLive);
    if (live.length === 0) rule.remove();
    else if (live.length < rule.selectors.length) rule.selectors = live;
  });
  // Innermost first: an at-rule emptied by removing its empty children goes too.
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove();
        emptied = true;
      }
    });
  }
  return root.toString();
}

/**
 * Serves an app Mantine's stylesheet with only the rules of the components it can render (those
 * it imports, with what they are built from): the page's stylesheet is parsed, and its rules
 * matched against every element, before its first paint (docs/adr/0025). At build only, from the
 * sources, so the file's name still follows its content.
 */
export function mantineStylesInUse(): Plugin {
  let root = process.cwd();
  return {
    name: 'feedline-mantine-styles-in-use',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!MANTINE_STYLES.test(file)) return null;
      // A page outside a package (a budget's harness of the app's components): the whole sheet.
      if (!existsSync(join(root, 'package.json'))) return null;
      const used = mantineClassesFor(mantineImportsOf(root), dirname(file));
      return { code: trimMantineCss(code, used), map: null };
    },
  };
}
