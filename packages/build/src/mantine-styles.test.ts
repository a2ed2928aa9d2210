import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { mantineClassesFor, mantineImportsIn, trimMantineCss } from './mantine-styles';

const ROOT = resolve(import.meta.dirname, '../../..');
const CORE = dirname(createRequire(join(ROOT, 'apps/web/package.json')).resolve('@mantine/core'));
const CORE_DIR = CORE.slice(0, CORE.lastIndexOf('@mantine/core') + '@mantine/core'.length);
const MANTINE_CSS = readFileSync(join(CORE_DIR, 'styles.css'), 'utf8');
/** A CSS module class in a stylesheet, and as a string in a chunk. */
const CSS_CLASS = /\.(m_[0-9a-f]+)(?![\w-])/g;
const JS_CLASS = /["'`](m_[0-9a-f]+)["'`]/g;

describe('mantineImportsIn', () => {
  it('reads the imported names, not their local names, types and re-exports included', () => {
    const source = [
      "import { Button, Group as Row, type MantineTheme } from '@mantine/core';",
      'import type { BoxProps } from "@mantine/core";',
      "export { Alert } from '@mantine/core';",
      "import { useDisclosure } from '@mantine/hooks';",
    ].join('\n');
    expect(mantineImportsIn(source)).toEqual([
      'Button',
      'Group',
      'MantineTheme',
      'BoxProps',
      'Alert',
    ]);
  });
});

describe('mantineClassesFor', () => {
  it('gives a component’s classes and those of the components it is built from, no others', () => {
    const classes = mantineClassesFor(['Button'], CORE_DIR);
    const classOf = (component: string) =>
      /"root":\s*"(m_[0-9a-f]+)"/.exec(
        readFileSync(join(CORE_DIR, `esm/components/${component}/${component}.module.mjs`), 'utf8'),
      )![1]!;
    expect(classes).toContain(classOf('Button'));
    // A button shows a loader and is an unstyled button underneath.
    expect(classes).toContain(classOf('Loader'));
    expect(classes).toContain(classOf('UnstyledButton'));
    expect(classes).not.toContain(classOf('Accordion'));
  });
});

describe('trimMantineCss', () => {
  const used = new Set(['m_1', 'm_2']);

  it('drops the rules that need a class nothing renders, and only those', () => {
    const css = [
      ':root { --mantine-scale: 1; }',
      '.m_1 { color: red; }',
      '.m_9 { color: blue; }',
      '.m_1 .m_9, .m_2:where([data-x]) { margin: 0; }',
      '.m_2:not(.m_9) { padding: 0; }',
      '.mantine-focus-auto:focus-visible { outline: 2px solid; }',
      '@media (min-width: 48em) { .m_9 { gap: 0; } .m_2 { gap: 1px; } }',
      '@media (min-width: 64em) { @supports (display: grid) { .m_9 { gap: 0; } } }',
      '@keyframes m_9 { from { opacity: 0; } to { opacity: 1; } }',
    ].join('\n');

    const trimmed = trimMantineCss(css, used);

    expect(trimmed).toContain('--mantine-scale: 1');
    expect(trimmed).toContain('.m_1 { color: red; }');
    expect(trimmed).not.toMatch(/\.m_9 \{ color: blue/);
    expect(trimmed).toMatch(/^\.m_2:where\(\[data-x\]\) \{ margin: 0; \}$/m);
    expect(trimmed).toContain('.m_2:not(.m_9) { padding: 0; }');
    expect(trimmed).toContain('.mantine-focus-auto:focus-visible');
    expect(trimmed).toMatch(/@media \(min-width: 48em\) \{\s*\.m_2 \{ gap: 1px; \} \}/);
    expect(trimmed).not.toContain('64em');
    expect(trimmed).toContain('@keyframes m_9 { from { opacity: 0; } to { opacity: 1; } }');
  });
});

describe('the apps’ built stylesheets', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it.each(['web', 'platform'])(
    'the %s app styles every Mantine class its chunks name, in far less than all of Mantine',
    async (app) => {
      const outDir = mkdtempSync(join(tmpdir(), `feedline-${app}-styles-`));
      dirs.push(outDir);
      await build({
        root: join(ROOT, 'apps', app),
        logLevel: 'silent',
        build: { outDir, emptyOutDir: true },
      });
      const assets = join(outDir, 'assets');
      const read = (extension: string) =>
        readdirSync(assets)
          .filter((file) => file.endsWith(extension))
          .map((file) => readFileSync(join(assets, file), 'utf8'))
          .join('\n');
      const classesIn = (text: string, pattern: RegExp) =>
        new Set([...text.matchAll(pattern)].map(([, name]) => name!));
      const styledByMantine = classesIn(MANTINE_CSS, CSS_CLASS);
      const css = read('.css');
      const styled = classesIn(css, CSS_CLASS);

      const named = [...classesIn(read('.js'), JS_CLASS)].filter((name) =>
        styledByMantine.has(name),
      );
      expect(named.length).toBeGreaterThan(100);
      expect(named.filter((name) => !styled.has(name))).toEqual([]);
      expect(css.length).toBeLessThan(MANTINE_CSS.length * 0.7);
    },
    120_000,
  );

  it('a page outside a package (a budget’s harness of the app’s components) gets all of Mantine', async () => {
    const harness = mkdtempSync(join(ROOT, 'apps/web/.bench-styles-'));
    dirs.push(harness);
    mkdirSync(join(harness, 'src'));
    writeFileSync(
      join(harness, 'index.html'),
      '<!doctype html><html><body><script type="module" src="/src/main.ts"></script></body></html>',
    );
    writeFileSync(join(harness, 'src/main.ts'), "import '@mantine/core/styles.css';\n");
    const outDir = join(harness, 'dist');
    await build({
      configFile: join(ROOT, 'apps/web/vite.config.ts'),
      root: harness,
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
    const assets = join(outDir, 'assets');
    const css = readdirSync(assets)
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
    const styled = new Set([...css.matchAll(CSS_CLASS)].map(([, name]) => name));
    const missing = [...MANTINE_CSS.matchAll(CSS_CLASS)]
      .map(([, name]) => name)
      .filter((name) => !styled.has(name));
    expect(missing).toEqual([]);
  }, 120_000);
});
