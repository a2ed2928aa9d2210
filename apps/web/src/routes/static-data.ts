import type {} from '@tanstack/react-router';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Route data: the feature that must be available for the account, project or site in the
     * URL (spec §5); checked by `requireRouteFeature`.
     */
    feature?: string;
  }
}
