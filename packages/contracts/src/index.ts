export * from './errors';
export * from './pagination';
export * from './shell';
export * from './web-config';
export * from './announcements';
export * from './site-logs';
export * from './two-factor';
export * from './support';
