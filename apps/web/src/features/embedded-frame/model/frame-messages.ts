import type {
  CollapseOrToggle,
  DialogRequestMessage,
  FrameToShellMessage,
  NotificationSubtype,
  PlanhatPropertyValue,
} from '@feedline/frame-bridge/messages';
import { resolveNavigationRequest, type NavigationTarget } from '@feedline/frame-bridge/navigation';

/** An explicit state or a toggle, as the drawer and sidebar messages carry them (spec §4). */
export type CollapseRequest = { collapsed: boolean } | { toggle: true };

/** What the shell does for each message of an embedded page (spec §7). */
export interface FrameMessageHandlers {
  onReady: (hasContent: boolean) => void;
  onSessionRequest: () => void;
  onDialog: (request: DialogRequestMessage) => void;
  onNotification: (subtype: NotificationSubtype, message: string) => void;
  /** Only relative in-app paths get here, with their query already split (spec §5). */
  onNavigate: (target: NavigationTarget) => void;
  /** The frame shows another view of its screen: the address's query, as the frame writes it. */
  onLocation: (query: string) => void;
  onNotificationsDrawer: (request: CollapseRequest) => void;
  onSidebar: (request: CollapseRequest) => void;
  onFullscreen: (enabled: boolean) => void;
  onScroll: (top: number) => void;
  onTrack: (event: string, properties?: Record<string, PlanhatPropertyValue>) => void;
  onSharedSettings: (hasSharedSettings: boolean) => void;
  onUnsavedChanges: (hasUnsavedChanges: boolean) => void;
  onInvoices: (overdue: boolean) => void;
}

function collapseRequest(message: CollapseOrToggle): CollapseRequest {
  return message.toggle === true ? { toggle: true } : { collapsed: message.collapsed === true };
}

/**
 * Hands one validated message of the frame to its handler. Navigation requests without a url,
 * marked replaceOnly, or leading anywhere but a relative in-app path are dropped here (spec §5).
 */
export function dispatchFrameMessage(
  message: FrameToShellMessage,
  handlers: FrameMessageHandlers,
): void {
  switch (message.type) {
    case 'ready':
      return handlers.onReady(message.hasContent);
    case 'session-request':
      return handlers.onSessionRequest();
    case 'dialog':
      return handlers.onDialog(message);
    case 'notification':
      return handlers.onNotification(message.subtype, message.message);
    case 'navigation': {
      const target = resolveNavigationRequest(message);
      if (target) handlers.onNavigate(target);
      return;
    }
    case 'location':
      return handlers.onLocation(message.query);
    case 'notifications':
      return handlers.onNotificationsDrawer(collapseRequest(message));
    case 'sidebar':
      return handlers.onSidebar(collapseRequest(message));
    case 'fullscreen':
      return handlers.onFullscreen(message.enabled);
    case 'scroll':
      return handlers.onScroll(message.top);
    case 'planhat':
      return handlers.onTrack(message.event, message.properties);
    case 'shared-settings':
      return handlers.onSharedSettings(message.hasSharedSettings);
    case 'unsaved-changes':
      return handlers.onUnsavedChanges(message.hasUnsavedChanges);
    case 'invoices':
      return handlers.onInvoices(message.overdue);
  }
}

/** The in-app address of a navigation target, for the router. */
export function navigationHref({ path, query }: NavigationTarget): string {
  const search = new URLSearchParams(query).toString();
  return search === '' ? path : `${path}?${search}`;
}
