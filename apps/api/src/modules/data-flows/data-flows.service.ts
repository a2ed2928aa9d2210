/** The data-flows module's public face: other modules ask it, never its repository. */
export {
  findFlow,
  listChannelTree,
  listFlowsOfSite,
  type SiteFlowRow,
} from './data-flows.repository';
