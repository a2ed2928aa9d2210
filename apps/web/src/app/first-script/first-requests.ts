// What the page's first script (`kept-screen.ts`) asks for on a signed-in page: what this page's
// first screen asked for the last time it was opened in this browser, with the session's token,
// beside the app's code (ARCHITECTURE.md §9: no request chains; docs/adr/0028). The app takes the
// answers (`lib/first-requests.ts`) instead of asking again. Nothing is imported: a module shared
// with the app would be in the app's chunk, which the first script must not wait for
// (`packages/build` keeps `first-script` folders out of it). Its key names are
// `lib/first-requests.ts`'s (a test runs one against the other).

/** A request this script made, for the app to take (`lib/first-requests.ts`). */
export interface FirstRequest {
  url: string;
  token: string;
  /** `performance.now()` when it was made. */
  startedAt: number;
  response: Promise<Response>;
}

/** Where the requests wait for the app. */
export type FirstRequestScope = typeof globalThis & { __feedlineFirstRequests?: FirstRequest[] };

const scope = globalThis as FirstRequestScope;

function start(): void {
  const token = localStorage.getItem('access');
  const learned = localStorage.getItem('feedline.first-requests');
  if (!token || !learned) return;
  const urls = (JSON.parse(learned) as Record<string, unknown>)[location.pathname];
  if (!Array.isArray(urls)) return;
  scope.__feedlineFirstRequests = urls
    .filter((url): url is string => typeof url === 'string')
    // The token goes where the page itself is, nowhere else.
    .filter((url) => new URL(url, location.href).origin === location.origin)
    .map((url) => ({
      url,
      token,
      startedAt: performance.now(),
      response: fetch(url, {
        headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      }),
    }));
  // An answer nobody takes is not an error of the page.
  for (const request of scope.__feedlineFirstRequests) request.response.catch(() => undefined);
}

/** Asks for this page's first requests, if it has learned them and a session is stored. */
export function startFirstRequests(): void {
  try {
    start();
  } catch {
    // Storage disabled or a list that does not parse: the app asks for everything itself.
  }
}
