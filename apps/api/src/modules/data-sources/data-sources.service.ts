/** The data-sources module's public face: other modules ask it, never its repository. */
export { hasSharedDataSource, hasSharedSettings, listDataSources } from './data-sources.repository';
