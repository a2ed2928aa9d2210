import { useEffect } from 'react';
import { useShellLocation } from '../../../app/shell-location';
import { rememberLastAccountId } from '../../../lib/last-account';

/**
 * After every navigation (spec §2.1, §2.2): the document title follows the page, and an
 * organisation the user actually opened is remembered for the next visit.
 */
export function useShellLocationSync(): void {
  const { title, entityAccountId, loadedAccountId } = useShellLocation();

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    // Only an organisation the user actually opened is remembered, not the fallback one.
    if (entityAccountId !== undefined && loadedAccountId === entityAccountId) {
      rememberLastAccountId(entityAccountId);
    }
  }, [entityAccountId, loadedAccountId]);
}
