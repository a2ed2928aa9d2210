import type { Feature } from '@feedline/contracts';

/** Whether a feature of the list is switched on (listed and permitted). */
export const isFeatureOn = (features: readonly Feature[], key: string): boolean =>
  features.some((feature) => feature.key === key && feature.permission);

/** Feature keys of the organisation's shared settings. */
export const SHARED_DATA_SOURCE_FEATURE = 'shared_data_source';
