import type { Invoice } from '@feedline/contracts';
import { Alert, Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../app/screen';
import { useFormatter } from '../../../lib/format';
import { useAccountQuery, useInvoicesQuery } from '../api/account-queries';
import { Empty, LegacyPage } from '../components/legacy-page';
import { Loaded } from '../components/loaded';
import { Moment } from '../components/moment';
import { accountContext } from './account-facts';

function InvoiceState({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('legacy');
  if (invoice.paidAt) {
    return (
      <Badge color="green" variant="light">
        {t('billing.paid')}
      </Badge>
    );
  }
  if (invoice.overdue) return <Badge color="red">{t('billing.overdue')}</Badge>;
  return (
    <Badge color="blue" variant="light">
      {t('billing.open')}
    </Badge>
  );
}

/** billing/account/{accountId}: the organisation's invoices, newest first. */
export function BillingPage({ ids }: ScreenProps) {
  const accountId = ids.accountId!;
  const { t } = useTranslation('legacy');
  const format = useFormatter();
  const account = useAccountQuery(accountId);
  const invoices = useInvoicesQuery(accountId);
  return (
    <Loaded queries={[account, invoices]}>
      {([organisation, invoiceList]) => (
        <LegacyPage
          title={t('billing.title')}
          context={accountContext(organisation, t)}
          intro={t('billing.intro')}
        >
          {invoiceList.overdueCount > 0 ? (
            <Alert color="red" title={t('billing.overdueTitle')}>
              {t('billing.overdueBody', { count: invoiceList.overdueCount })}
            </Alert>
          ) : null}
          {invoiceList.data.length === 0 ? (
            <Empty>{t('billing.empty')}</Empty>
          ) : (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('billing.number')}</Table.Th>
                  <Table.Th>{t('billing.issued')}</Table.Th>
                  <Table.Th>{t('billing.due')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('billing.amount')}</Table.Th>
                  <Table.Th>{t('billing.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoiceList.data.map((invoice) => (
                  <Table.Tr key={invoice.id}>
                    <Table.Td>{invoice.number}</Table.Td>
                    <Table.Td>
                      <Moment iso={invoice.issuedAt} day />
                    </Table.Td>
                    <Table.Td>
                      <Moment iso={invoice.dueAt} day />
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>
                      {format.money(invoice.amount, invoice.currency)}
                    </Table.Td>
                    <Table.Td>
                      <InvoiceState invoice={invoice} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </LegacyPage>
      )}
    </Loaded>
  );
}
