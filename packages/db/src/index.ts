export * from './client';
export * from './prepared';
export * from './data-dir-lock';
export * from './password';
export * from './seed';
export * as schema from './schema';
export type { DataFlowColumn, DataFlowDefinition, FeatureScope } from './schema';
