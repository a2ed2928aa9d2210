import type { SiteDashboard } from '@feedline/contracts';
import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBridge } from '../../../app/platform-context';
import { useFormatter } from '../../../lib/format';

type CountName = keyof SiteDashboard['counts'];
type LinkedCount = Exclude<CountName, 'warnings'>;

/** Where a count's card leads, in the shell; warnings have no page of their own. */
const CARD_LINKS: Record<LinkedCount, (siteId: number) => string> = {
  items: (siteId) => `/data-view/site/${siteId}`,
  channels: (siteId) => `/exports/site/${siteId}`,
  dataSources: (siteId) => `/data-sources/site/${siteId}`,
  errors: (siteId) => `/error-log/site/${siteId}`,
};

const CARD_ORDER: readonly CountName[] = ['items', 'channels', 'dataSources', 'errors', 'warnings'];

const isLinked = (name: CountName): name is LinkedCount => name !== 'warnings';

const alertColour = (name: CountName, value: number): string | undefined => {
  if (value === 0) return undefined;
  if (name === 'errors') return 'red.8';
  if (name === 'warnings') return 'yellow.9';
  return undefined;
};

export function StatCards({ siteId, counts }: { siteId: number; counts: SiteDashboard['counts'] }) {
  const { t } = useTranslation('dashboard');
  const bridge = useBridge();
  const format = useFormatter();
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {CARD_ORDER.map((name) => {
        return (
          <Paper key={name} withBorder p="md" component="section" aria-label={t(`counts.${name}`)}>
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t(`counts.${name}`)}
              </Text>
              <Text fz={28} fw={600} c={alertColour(name, counts[name])}>
                {format.number(counts[name])}
              </Text>
              {isLinked(name) ? (
                <Anchor
                  component="button"
                  size="sm"
                  onClick={() => bridge.navigate(CARD_LINKS[name](siteId))}
                >
                  {t(`links.${name}`)}
                </Anchor>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
