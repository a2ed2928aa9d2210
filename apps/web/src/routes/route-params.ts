import { parseId } from '@feedline/contracts/constants';

/**
 * A hierarchy id from the URL: a positive whole number written in plain digits. Anything else
 * (`abc`, `0`, `1e3`, ` 7`) is null, so the route does not match and the not-found page shows
 * without asking the API.
 */
export function parseRouteId(raw: string | undefined): number | null {
  return parseId(raw);
}

/** The `$name` params of a route path, in order. */
export function routeParamNames(path: string): string[] {
  return [...path.matchAll(/\$([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? '');
}

/**
 * Params of a route whose params are all ids (`…Id`): each parsed as {@link parseRouteId}. False
 * when one is malformed, which makes the route not match (the not-found page shows).
 */
export function parseIdParams(
  raw: Readonly<Record<string, string>>,
  names: readonly string[],
): Record<string, number> | false {
  const ids: Record<string, number> = {};
  for (const name of names) {
    const id = parseRouteId(raw[name]);
    if (id === null) return false;
    ids[name] = id;
  }
  return ids;
}

export function stringifyIdParams(ids: Readonly<Record<string, number>>): Record<string, string> {
  return Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, String(id)]));
}
