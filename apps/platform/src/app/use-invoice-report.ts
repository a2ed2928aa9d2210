import type { InvoiceList } from '@feedline/contracts';
import { useEffect } from 'react';
import { type ApiClient, apiPaths, pathOf } from '@feedline/api-client';
import { whenIdle } from '@feedline/frame-bridge/when-idle';
import { useBridge, useApi } from './platform-context';

interface WithAccount {
  account: { id: number };
}

/** The organisation a screen belongs to, from its route ids. */
export async function accountIdFor(
  api: ApiClient,
  ids: Readonly<Record<string, number>>,
): Promise<number | null> {
  if (ids.accountId) return ids.accountId;
  if (ids.projectId)
    return (await api.get<WithAccount>(pathOf(apiPaths.project, { projectId: ids.projectId })))
      .account.id;
  if (ids.siteId)
    return (await api.get<WithAccount>(pathOf(apiPaths.site, { siteId: ids.siteId }))).account.id;
  return null;
}

/** How long the report waits for the screen's content before it is asked for anyway. */
const CONTENT_WAIT_MS = 5_000;

/**
 * Reports the organisation's invoice state to the shell once per screen; the shell decides whether
 * the overdue toast shows (spec §4). Asked once the screen shows its content and the browser is
 * idle, not beside the screen's own first requests (the API answers those first) and render. A
 * failure only means no report.
 */
export function useInvoiceReport(ids: Readonly<Record<string, number>>): void {
  const api = useApi();
  const bridge = useBridge();
  const key = JSON.stringify(ids);
  useEffect(() => {
    let cancelled = false;
    const report = async () => {
      try {
        const accountId = await accountIdFor(api, JSON.parse(key) as Record<string, number>);
        if (accountId === null || cancelled) return;
        const invoices = await api.get<InvoiceList>(
          pathOf(apiPaths.accountInvoices, { accountId }),
        );
        if (!cancelled) bridge.invoices(invoices.overdueCount > 0, invoices.overdueCount);
      } catch {
        // No access to billing or no organisation: nothing to report.
      }
    };
    let cancelIdle: (() => void) | null = null;
    const start = () => {
      cancelIdle ??= whenIdle(() => void report(), 2_000);
    };
    const timer = window.setTimeout(start, CONTENT_WAIT_MS);
    const stopWaiting = bridge.onContent(start);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      stopWaiting();
      cancelIdle?.();
    };
  }, [api, bridge, key]);
}
