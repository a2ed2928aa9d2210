/** The features module's public face: other modules ask it, never its repository. */
export { findAvailableFeatures } from './features.repository';
