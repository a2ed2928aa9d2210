import { useShellLocationSync } from './use-shell-location-sync';

/** Mounted once at the root: keeps shell state and the document title in step with the route. */
export function ShellLocationSync() {
  useShellLocationSync();
  return null;
}
