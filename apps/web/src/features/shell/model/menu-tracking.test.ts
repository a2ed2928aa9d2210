import { describe, expect, it } from 'vitest';
import { MENU_ITEMS } from './menu-items';
import { menuClickEvent, OPENS_IMAGE_DESIGNER } from './menu-tracking';

describe('menu click tracking (spec §2.4)', () => {
  it("tracks routes containing 'designer' as 'Opens the image designer'", () => {
    expect(OPENS_IMAGE_DESIGNER).toBe('Opens the image designer');
    expect(menuClickEvent('/designer/site/{siteId}')).toBe(OPENS_IMAGE_DESIGNER);
    expect(menuClickEvent('/new/designer/site/{siteId}')).toBe(OPENS_IMAGE_DESIGNER);
    expect(menuClickEvent('/data-flow/site/{siteId}')).toBeUndefined();
  });

  it('applies to exactly the two designer items of the menu', () => {
    const tracked = MENU_ITEMS.filter((item) => menuClickEvent(item.route)).map((item) => item.id);
    expect(tracked).toEqual(['new-designer', 'designer']);
  });
});
