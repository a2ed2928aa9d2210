export * from './client';
export * from './sql-executor';
export * from './prepared';
export * from './data-dir-lock';
export * from './password';
export * from './seed';
export * from './seed-large-site';
export * from './demo-feeds';
export * as schema from './schema';
export type {
  DataFlowColumn,
  DataFlowCopyTarget,
  DataFlowDefinition,
  DataSourceKind,
  DesignerKind,
  DesignerLayerData,
  FeatureScope,
  SsoSigningCert,
} from './schema';
