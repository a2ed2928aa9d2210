/** The channels module's public face: other modules ask it, never its repository. */
export {
  deleteChannel,
  insertChannels,
  listClassificationsOfChannel,
  lockChannels,
} from './channels.repository';
