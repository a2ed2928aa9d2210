import { expect, test, type Frame, type Page } from '@playwright/test';
import { EmbeddedScreen, demoSite } from './pages/embedded-screen';
import { signedInAs } from './signed-in';

test.use({ storageState: signedInAs('owner') });

/** The font of each text a document shows: `family | size/weight`, with one text of each. */
function fontsOf(frame: Frame): Promise<Record<string, string>> {
  return frame.evaluate(() => {
    interface Element {
      closest(selector: string): Element | null;
    }
    interface Text {
      parentElement: Element | null;
      textContent: string | null;
    }
    const { document, getComputedStyle } = globalThis as unknown as {
      document: {
        body: unknown;
        createTreeWalker(root: unknown, show: number): { nextNode(): Text | null };
      };
      getComputedStyle(element: Element): {
        fontFamily: string;
        fontSize: string;
        fontWeight: string;
      };
    };
    const SHOW_TEXT = 4;
    const fonts: Record<string, string> = {};
    const walker = document.createTreeWalker(document.body, SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim();
      if (!element || !text || element.closest('script, style, template')) continue;
      const style = getComputedStyle(element);
      fonts[`${style.fontFamily} | ${style.fontSize}/${style.fontWeight}`] ??= text.slice(0, 40);
    }
    return fonts;
  });
}

/** Every text of `frames` in one family, in the two weights of the type scale (docs/adr/0037). */
async function expectTypeScale(frames: Frame[]) {
  const fonts = Object.assign({}, ...(await Promise.all(frames.map(fontsOf)))) as Record<
    string,
    string
  >;
  const families = new Set(Object.keys(fonts).map((font) => font.split(' | ')[0]));
  expect([...families], JSON.stringify(fonts, null, 1)).toHaveLength(1);
  const weights = new Set(Object.keys(fonts).map((font) => font.split('/').at(-1)));
  expect([...weights].sort(), JSON.stringify(fonts, null, 1)).toEqual(['400', '600']);
}

async function openOverview(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/overview\/account\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('the organisation overview writes in one family and two weights', async ({ page }) => {
  await openOverview(page);
  await expect(page.getByRole('link', { name: /acme benelux/i })).toBeVisible();
  await expectTypeScale([page.mainFrame()]);
});

test('a site dashboard and its embedded screen write in the same family and two weights', async ({
  page,
}) => {
  await openOverview(page);
  const { siteId } = await demoSite(page, 'Acme Retail', 'acme.nl');
  await page.goto(`/dashboard/site/${siteId}/version/1`);
  const screen = new EmbeddedScreen(page);
  await screen.expectReady();
  await expect(screen.content.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectTypeScale([page.mainFrame(), screen.frame()]);
});
