import type { FeedTestResult } from '@feedline/contracts';
import { Alert, Badge, Group, List, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatter } from '../../../lib/format';

/** The sample shows this many fields; the full list is above it. */
const SAMPLE_FIELDS = 8;

const cellText = (value: string | number | boolean | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/** What "Test connection" found: the format, fields and first items, or why it could not read. */
export function FeedTestResultView({ result }: { result: FeedTestResult }) {
  const { t } = useTranslation('legacy');
  const format = useFormatter();
  if (!result.ok) {
    return (
      <Alert color="red" title={t('feeds.test.failed')}>
        <Stack gap={2}>
          <Text size="sm">{result.message}</Text>
          <Text size="xs" c="dimmed">
            {t('feeds.test.code', { code: result.code })}
          </Text>
        </Stack>
      </Alert>
    );
  }
  const fields = result.fields.slice(0, SAMPLE_FIELDS);
  return (
    <Alert color="green" title={t('feeds.test.succeeded')}>
      <Stack gap="xs">
        <Text size="sm">
          {t('feeds.test.detected', {
            format: t(`feeds.formats.${result.format}`),
            encoding: result.encoding,
            count: result.fields.length,
          })}
        </Text>
        <Group gap={4} aria-label={t('feeds.test.fields')} role="list">
          {result.fields.map((field) => (
            <Badge key={field} variant="outline" tt="none" role="listitem">
              {field}
            </Badge>
          ))}
        </Group>
        {result.sample.length > 0 ? (
          <Table.ScrollContainer minWidth={480}>
            <Table striped withTableBorder fz="xs">
              <Table.Caption>
                {t('feeds.test.sample', { count: format.number(result.sample.length) })}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {fields.map((field) => (
                    <Table.Th key={field}>{field}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.sample.map((item, index) => (
                  <Table.Tr key={index}>
                    {fields.map((field) => (
                      <Table.Td key={field}>{cellText(item[field])}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        {result.problems.length > 0 ? (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('feeds.test.problems', { count: result.problems.length })}
            </Text>
            <List size="sm">
              {result.problems.map((problem) => (
                <List.Item key={`${problem.row}-${problem.code}`}>
                  {t('feeds.test.problem', {
                    row: format.number(problem.row),
                    message: problem.message,
                  })}
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
      </Stack>
    </Alert>
  );
}
