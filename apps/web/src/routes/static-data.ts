import type { QueryClient } from '@tanstack/react-query';
import type {} from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Route data: the feature that must be available for the account, project or site in the
     * URL (spec §5); checked by `requireRouteFeature`.
     */
    feature?: string;
    /**
     * What the route's first screen loads, started by the guard beside the user (routes/shell-data.ts)
     * so that no request waits for another; `params` are the location's parsed params.
     */
    prefetch?: (queryClient: QueryClient, params: Readonly<Record<string, unknown>>) => void;
    /**
     * The route's first screen writes numbers or dates (`useFormatter`): the app builds the
     * reader's first formatters while that screen's data is on the way (`app/main.tsx`).
     */
    formats?: boolean;
  }
}
