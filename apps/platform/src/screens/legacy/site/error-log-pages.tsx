import { Code, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../app/screen';
import { useErrorEntryQuery, useErrorLogQuery, useSiteQuery } from '../api/site-queries';
import { Facts } from '../components/facts';
import { InAppButton, InAppLink } from '../components/in-app-link';
import { Empty, LegacyPage, Section } from '../components/legacy-page';
import { Loaded } from '../components/loaded';
import { Moment } from '../components/moment';
import { Pager } from '../components/pager';
import { RunProblemsSection } from '../feeds/run-problems-section';
import { siteContext } from './site-context';
import { useLogLineText } from '../../../model/log-line-text';

/** Long messages are cut in the list; the detail page shows them whole. */
const MESSAGE_PREVIEW = 160;

/** The start of a message for the list; the detail page shows it whole. */
const preview = (text: string): string =>
  text.length > MESSAGE_PREVIEW ? `${text.slice(0, MESSAGE_PREVIEW)}…` : text;

/** `?runId=` chooses the run whose problems are shown (the data sources and scheduling pages link so). */
const runIdOf = (query: URLSearchParams): number | null => {
  const value = Number(query.get('runId'));
  return Number.isInteger(value) && value > 0 ? value : null;
};

/**
 * error-log/site/{siteId}: the per-row problems of the site's runs, and the site's errors, newest
 * first, a page at a time.
 */
export function ErrorLogPage({ ids, query }: ScreenProps) {
  const siteId = ids.siteId!;
  const { t } = useTranslation('legacy');
  const [page, setPage] = useState(1);
  const site = useSiteQuery(siteId);
  const errors = useErrorLogQuery(siteId, page);
  const textOf = useLogLineText();
  return (
    <Loaded queries={[site, errors]}>
      {([current, errorPage]) => (
        <LegacyPage
          title={t('errorLog.title')}
          context={siteContext(current, t)}
          intro={t('errorLog.intro')}
        >
          <RunProblemsSection siteId={siteId} requestedRunId={runIdOf(query)} />
          <Section title={t('errorLog.logTitle')}>
            <Text size="sm">{t('errorLog.total', { count: errorPage.meta.totalCount })}</Text>
            {errorPage.data.length === 0 ? (
              <Empty>{t('errorLog.empty')}</Empty>
            ) : (
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('errorLog.time')}</Table.Th>
                    <Table.Th>{t('errorLog.message')}</Table.Th>
                    <Table.Th>{t('errorLog.detail')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {errorPage.data.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <Moment iso={entry['@timestamp']} />
                      </Table.Td>
                      <Table.Td>{preview(textOf(entry))}</Table.Td>
                      <Table.Td>
                        <InAppLink to={`/error-log/site/${siteId}/error/${entry.id}`}>
                          {t('errorLog.open', { id: entry.id })}
                        </InAppLink>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <Pager
              page={errorPage.meta.currentPage}
              totalPages={errorPage.meta.totalPages}
              onPage={setPage}
            />
          </Section>
        </LegacyPage>
      )}
    </Loaded>
  );
}

/** error-log/site/{siteId}/error/{errorId}: one error, whole. */
export function ErrorDetailPage({ ids }: ScreenProps) {
  const siteId = ids.siteId!;
  const errorId = ids.errorId!;
  const { t } = useTranslation('legacy');
  const site = useSiteQuery(siteId);
  const entry = useErrorEntryQuery(siteId, errorId);
  const textOf = useLogLineText();
  return (
    <Loaded queries={[site, entry]}>
      {([current, error]) => (
        <LegacyPage
          title={t('errorLog.detailTitle', { id: error.id })}
          context={siteContext(current, t)}
          intro={t('errorLog.detailIntro')}
          actions={
            <InAppButton to={`/error-log/site/${siteId}`} variant="default">
              {t('errorLog.back')}
            </InAppButton>
          }
        >
          <Facts
            facts={[
              { label: t('errorLog.time'), value: <Moment iso={error['@timestamp']} /> },
              { label: t('errorLog.id'), value: error.id },
            ]}
          />
          <Code block style={{ whiteSpace: 'pre-wrap' }}>
            {error.key ? textOf(error) : error.message}
          </Code>
        </LegacyPage>
      )}
    </Loaded>
  );
}
