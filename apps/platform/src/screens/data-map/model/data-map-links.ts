/** Where the data map's nodes lead in the shell. */

export const dataSourcesPath = (siteId: number): string => `/data-sources/site/${siteId}`;

/** The data flow of a channel; a sub-channel rides in the query as on the shell's own route. */
export function channelFlowLink(
  siteId: number,
  channelId: number,
  classificationId?: number,
): { path: string; query?: string } {
  const path = `/data-flow/site/${siteId}/export/${channelId}`;
  return classificationId === undefined
    ? { path }
    : { path, query: `classificationId=${classificationId}` };
}
