import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { RemoveScroll } from 'react-remove-scroll';
import { expect, it } from 'vitest';
import { appShellScrollClass, REMOVE_SCROLL_ZERO_RIGHT } from './app-shell-scroll-class';

const require = createRequire(import.meta.url);
/** Mantine's ES modules, as the apps resolve them. */
const mantineEsm = join(
  require.resolve('@mantine/core').replace(/[\\/](?:cjs|esm)[\\/].*$/, ''),
  'esm',
);

type Transform = (code: string, id: string) => { code: string } | null;
const transform = appShellScrollClass().transform as unknown as Transform;

it('names the class the modals’ scroll lock pads, as the library names it', () => {
  expect(REMOVE_SCROLL_ZERO_RIGHT).toBe(RemoveScroll.classNames.zeroRight);
});

it.each(['Header', 'Footer', 'Aside'])(
  'gives Mantine’s AppShell %s the class’s name instead of the library',
  (part) => {
    const id = join(mantineEsm, `components/AppShell/AppShell${part}/AppShell${part}.mjs`);
    const result = transform(readFileSync(id, 'utf8'), id);
    expect(result?.code).not.toContain('react-remove-scroll');
    expect(result?.code).toContain(`zeroRight: "${REMOVE_SCROLL_ZERO_RIGHT}"`);
  },
);

it('leaves every other module alone, and fails on an AppShell part that imports it otherwise', () => {
  const modal = join(mantineEsm, 'components/ModalBase/ModalBase.mjs');
  expect(transform(readFileSync(modal, 'utf8'), modal)).toBeNull();
  const header = join(mantineEsm, 'components/AppShell/AppShellHeader/AppShellHeader.mjs');
  expect(() => transform('import * as scroll from "react-remove-scroll";', header)).toThrow(
    /otherwise/,
  );
});
