import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What axe looks at: a selector, or a frame's selector followed by one inside that frame. */
type AxeScope = Parameters<AxeBuilder['include']>[0];

/**
 * axe on the page as it is now, or only on `scope` (a menu, drawer or dialog that opened: the page
 * around it has its own scan): fails with every violation of impact serious or critical.
 */
export async function expectNoSeriousA11yViolations(page: Page, scope?: AxeScope) {
  const builder = new AxeBuilder({ page });
  if (scope) builder.include(scope);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join(', ')}`,
    ),
  ).toEqual([]);
}
