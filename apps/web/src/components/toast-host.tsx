import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * Where the app's toasts show (`notifications.show` from anywhere, the frame's notifications, the
 * overdue-invoice notice): one host for the whole app, not one mounted with every page.
 */
export default function ToastHost() {
  return <Notifications position="top-right" />;
}
