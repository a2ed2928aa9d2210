import type { NotificationSubtype } from '@feedline/frame-bridge/messages';
import { notifications } from '@mantine/notifications';

/** Spec §7: a toast of the same kind as the frame's notification. */
export const NOTIFICATION_COLORS: Record<NotificationSubtype, string> = {
  success: 'green',
  warning: 'yellow',
  error: 'red',
  info: 'blue',
};

/** Shows a frame's notification; the text is rendered as text, never as HTML. */
export function showFrameNotification(subtype: NotificationSubtype, message: string): void {
  notifications.show({ color: NOTIFICATION_COLORS[subtype], message, 'data-kind': subtype });
}

/** The id of the overdue-invoice toast: one at a time, whatever sends the message. */
export const OVERDUE_NOTIFICATION_ID = 'overdue-invoice';

/** Spec §4, §8: red, not auto-hiding. */
export function showOverdueInvoiceNotification(
  message: string,
  classNames: { root: string; description: string; closeButton: string },
): void {
  notifications.show({
    id: OVERDUE_NOTIFICATION_ID,
    color: 'red',
    message,
    autoClose: false,
    classNames,
    'data-kind': 'overdue-invoice',
  });
}
