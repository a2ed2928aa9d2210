/** The channels module's public face: other modules ask it, never its repository. */
export {
  deleteChannel,
  insertChannel,
  listClassificationsOfChannel,
  lockChannel,
} from './channels.repository';
