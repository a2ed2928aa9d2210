/** The customer-success event of a click on an image-designer item (spec §2.4). */
export const OPENS_IMAGE_DESIGNER = 'Opens the image designer';

/** The event a click on a menu item with this route is tracked as, if any. */
export function menuClickEvent(route: string): string | undefined {
  return route.includes('designer') ? OPENS_IMAGE_DESIGNER : undefined;
}
