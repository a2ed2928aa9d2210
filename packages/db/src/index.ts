export * from './client';
export * from './sql-executor';
export * from './prepared';
export * from './data-dir-lock';
export * from './password';
export * from './seed';
export * from './seed-large-site';
export * from './demo-feeds';
export * from './demo-images';
export {
  DEMO_HELP_PATH,
  DEMO_IMAGES_PATH,
  DEMO_IMAGE_COUNT,
  DEMO_SHOP_PATH,
  demoHelpUrl,
  demoImageUrl,
  demoItem,
  demoProductUrl,
  demoShopUrl,
} from './demo-catalogue';
export * from './demo-shops';
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
