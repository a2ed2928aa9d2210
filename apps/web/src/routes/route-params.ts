const MAX_ID = 2_147_483_647;

/**
 * A hierarchy id from the URL: a positive whole number written in plain digits. Anything else
 * (`abc`, `0`, `1e3`, ` 7`) is null, so the route does not match and the not-found page shows
 * without asking the API.
 */
export function parseRouteId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}
