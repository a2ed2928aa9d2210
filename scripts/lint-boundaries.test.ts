// The import boundaries of eslint.config.js fail on a crossing import: each case lints a
// throw-away file at a real place in the tree with the project's own configuration.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('import boundaries', () => {
  it('accepts an import of shared code from a feature', async () => {
    expect(
      await ruleIds(
        'apps/web/src/features/overview/components/boundary-check.tsx',
        "import { resourceKeys } from '../../../data/resource-keys';\nexport const keys = resourceKeys;\n",
      ),
    ).toEqual([]);
  });

  it.each([
    [
      'a web feature importing another feature',
      'apps/web/src/features/overview/components/boundary-check.tsx',
      '../../shell/components/nav-menu',
    ],
    [
      'a platform screen importing another screen',
      'apps/platform/src/screens/dashboard/boundary-check.ts',
      '../data-map/data-map-screen',
    ],
    [
      'an app importing another app',
      'apps/platform/src/boundary-check.ts',
      '../../web/src/data/site-query',
    ],
    [
      'an API plugin importing a module',
      'apps/api/src/plugins/boundary-check.ts',
      '../modules/users/users.service',
    ],
    [
      "an API module importing another module's repository",
      'apps/api/src/modules/sites/boundary-check.ts',
      '../users/users.repository',
    ],
  ])('rejects %s', async (_case, filePath, target) => {
    expect(
      await ruleIds(filePath, `import * as other from '${target}';\nexport { other };\n`),
    ).toContain('import-x/no-restricted-paths');
  });

  it("accepts an API module asking another module's service", async () => {
    expect(
      await ruleIds(
        'apps/api/src/modules/sites/boundary-check.ts',
        "import { findUserById } from '../users/users.service';\nexport const find = findUserById;\n",
      ),
    ).toEqual([]);
  });

  describe('cycles', () => {
    const folder = join('apps/platform/src/model', `cycle-check-${process.pid}`);
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('rejects an import cycle', async () => {
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(join(folder, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      expect(
        await ruleIds(
          join(folder, 'a.ts'),
          "import { b } from './b';\nexport const a = () => b;\n",
        ),
      ).toContain('import-x/no-cycle');
    });
  });
});
