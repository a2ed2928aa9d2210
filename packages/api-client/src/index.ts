export * from './client';
export * from './errors';
export * from './keys';
export * from './paths';
export * from './queries';
export { toCamelKeys, toKebabKeys } from './case-conversion';
