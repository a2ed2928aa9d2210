import type { Feature } from '@feedline/contracts';
import { Badge, Code, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { humanise } from '../model/humanise';
import { Empty } from './legacy-page';

/** Features (services) available at a level, with whether each is switched on. */
export function FeaturesTable({ features }: { features: readonly Feature[] }) {
  const { t } = useTranslation('legacy');
  if (features.length === 0) return <Empty>{t('feature.none')}</Empty>;
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('feature.name')}</Table.Th>
          <Table.Th>{t('feature.key')}</Table.Th>
          <Table.Th>{t('feature.state')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {features.map((feature) => (
          <Table.Tr key={feature.key}>
            <Table.Td>{humanise(feature.name)}</Table.Td>
            <Table.Td>
              <Code>{feature.key}</Code>
            </Table.Td>
            <Table.Td>
              <Badge color={feature.permission ? 'green' : 'gray'} variant="light">
                {feature.permission ? t('feature.on') : t('feature.off')}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
