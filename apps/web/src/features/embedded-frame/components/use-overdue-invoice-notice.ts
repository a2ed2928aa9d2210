import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { featuresQueryOptions } from '../../../data/features-query';
import { useShellLocation } from '../../../app/shell-location';
import { availableFeatureNames } from '../../../lib/available-features';
import {
  OVERDUE_INVOICE_FEATURE,
  overdueInvoiceNotice,
  type OncePerSession,
} from '../model/overdue-invoice-notice';

/**
 * Handles the frame's `invoices` message (spec §4): with overdue invoices, and when the feature
 * `banner.invoice_overdue` is available for the shell's current account, `show` runs once per
 * browser session. The account's features come from the shell's features query (cached).
 */
export function useOverdueInvoiceNotice(
  show: () => void,
  guard: OncePerSession = overdueInvoiceNotice,
): (overdue: boolean) => void {
  const queryClient = useQueryClient();
  const { accountId } = useShellLocation();

  return useCallback(
    (overdue: boolean) => {
      if (!overdue || accountId === undefined || !guard.claim()) return;
      void queryClient
        .fetchQuery(featuresQueryOptions({ scope: 'account', id: accountId }))
        .then((features) => {
          if (!availableFeatureNames(features).has(OVERDUE_INVOICE_FEATURE)) {
            guard.release();
            return;
          }
          guard.commit();
          show();
        })
        .catch(() => guard.release());
    },
    [accountId, guard, queryClient, show],
  );
}
