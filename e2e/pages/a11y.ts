import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What axe looks at: a selector, or a frame's selector followed by one inside that frame. */
type AxeScope = Parameters<AxeBuilder['include']>[0];

/**
 * Waits until the transitions and finite animations running in the page and its frames are over:
 * a drawer or dialog that is still fading in has text at part of its opacity, whose contrast axe
 * would measure against the page behind it. Spinners and other endless animations are not waited for.
 */
async function settleAnimations(page: Page) {
  await Promise.all(
    page.frames().map((frame) =>
      frame
        .evaluate(SETTLE_ANIMATIONS)
        // A frame that went away meanwhile has nothing left to settle.
        .catch(() => undefined),
    ),
  );
}

/** Run in the page: resolves when its finite animations and transitions have finished. */
const SETTLE_ANIMATIONS = `Promise.all(
  document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    .map((animation) => animation.finished.catch(() => undefined)),
).then(() => undefined)`;

/**
 * axe on the page as it is now (once what is opening has finished opening), or only on `scope` (a
 * menu, drawer or dialog that opened: the page around it has its own scan): fails with every
 * violation of impact serious or critical.
 */
export async function expectNoSeriousA11yViolations(page: Page, scope?: AxeScope) {
  const scan = async () => {
    await settleAnimations(page);
    const builder = new AxeBuilder({ page });
    if (scope) builder.include(scope);
    const { violations } = await builder.analyze();
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  };
  // Something that began to fade in during the scan (a toast the page shows when it is idle) is
  // measured at part of its opacity: a violation is one that is still there once that is over.
  let serious = await scan();
  if (serious.length > 0) serious = await scan();
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join(', ')}`,
    ),
  ).toEqual([]);
}
