export * from './definition';
export * from './evaluate';
export * from './validate';
export * from './compare';
export * from './limits';
export * from './copy';
