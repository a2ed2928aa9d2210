export * from './messages';
export {
  parseMessage,
  parseFrameToShellMessage,
  parseShellToFrameMessage,
  isOrigin,
} from './parse';
export * from './host';
export * from './guest';
export * from './navigation';
export * from './frame-url';
export type {
  MessageEventLike,
  MessageListener,
  MessageListenerTarget,
  PostTarget,
} from './window-like';
