import { frameUrl } from '@feedline/frame-bridge/frame-url';

/** Query parameters of the shell's URL, every value of every key, as written (not JSON-parsed). */
export type RawQuery = Readonly<Record<string, readonly string[]>>;

/**
 * The raw query string of the shell's location as frameUrl takes it. The router parses values
 * (`?stageId=5` becomes a number, `?a=[1]` an array); the frame must get the text the user had.
 */
export function rawQueryOf(searchStr: string): RawQuery {
  const query: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(searchStr)) {
    // Own properties only: a `__proto__` key must not reach the prototype.
    if (!Object.hasOwn(query, key))
      Object.defineProperty(query, key, { value: [], enumerable: true });
    query[key]?.push(value);
  }
  return query;
}

export interface EmbeddedFrameAddressOptions {
  /** config.platformHost */
  host: string;
  /** The platform path, with `{name}` placeholders. */
  pathTemplate: string;
  params: Readonly<Record<string, string | number>>;
  query: RawQuery;
  locale: string;
}

export interface EmbeddedFrameAddress {
  url: string;
  /** The exact origin the frame's messages must come from and posts go to. */
  origin: string;
}

/**
 * Where an embedded screen is loaded from (spec §2.10): the platform host, the screen's path with the
 * route params, all the route's query params and `_locale`. The origin is taken from the built
 * address, so that an upgrade of http to https is reflected in the origin messages are checked by.
 */
export function embeddedFrameAddress(options: EmbeddedFrameAddressOptions): EmbeddedFrameAddress {
  const url = frameUrl({
    host: options.host,
    pathTemplate: options.pathTemplate,
    params: options.params,
    query: options.query,
    locale: options.locale,
  });
  return { url, origin: new URL(url).origin };
}

/** The address as an `open` message carries it to a frame already on its origin: path and query. */
export function openPath(address: EmbeddedFrameAddress): string {
  const url = new URL(address.url);
  return `${url.pathname}${url.search}`;
}
