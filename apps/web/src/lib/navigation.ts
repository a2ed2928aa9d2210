/**
 * Navigation for modules that live below the router (the HTTP client). The app registers the
 * router's navigate at start; before that a full page load is used.
 */
export type Navigate = (href: string) => void;

let navigate: Navigate = (href) => window.location.assign(href);
let currentHref: () => string = () => window.location.href;

/**
 * `readHref` tells where the user is, including a navigation still being guarded (the router's
 * latest location), so that a sign-out comes back to the page the user asked for.
 */
export function setNavigate(next: Navigate, readHref?: () => string): void {
  navigate = next;
  if (readHref) currentHref = readHref;
}

export function navigateTo(href: string): void {
  navigate(href);
}

export function readCurrentHref(): string {
  return currentHref();
}

/** Leaves the app for another site (a full page load, never the router). */
export function leaveTo(url: string): void {
  window.location.assign(url);
}
