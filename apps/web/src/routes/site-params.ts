import { parseRouteId } from './route-params';

/** `$siteId` of a site route: a positive whole number, else the route does not match. */
export const siteIdParams = {
  parse: ({ siteId }: { siteId: string }) => {
    const id = parseRouteId(siteId);
    return id === null ? false : { siteId: id };
  },
  stringify: ({ siteId }: { siteId: number }) => ({ siteId: String(siteId) }),
};
