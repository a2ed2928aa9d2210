import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../app/screen';
import { useSiteQuery, useStageSampleQuery } from '../api/site-queries';
import { Facts } from '../components/facts';
import { InAppButton } from '../components/in-app-link';
import { Empty, LegacyPage, Section } from '../components/legacy-page';
import { Loaded } from '../components/loaded';
import { siteContext } from './site-context';

const withoutId = (columns: readonly string[]) => columns.filter((column) => column !== '_id');

function FieldBadges({ fields, empty }: { fields: readonly string[]; empty: string }) {
  if (fields.length === 0) return <Empty>{empty}</Empty>;
  return (
    <Group gap="xs">
      {fields.map((field) => (
        <Badge key={field} variant="light" tt="none">
          {field}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * rules/site/{siteId}?stageType=…: the site's rules sit between the import and the intermediate
 * stage; the page compares the two.
 */
export function RulesPage({ ids, query }: ScreenProps) {
  const siteId = ids.siteId!;
  const stageType = query.get('stageType');
  const { t } = useTranslation('legacy');
  const site = useSiteQuery(siteId);
  const imported = useStageSampleQuery(siteId, 'import');
  const intermediate = useStageSampleQuery(siteId, 'intermediate');
  return (
    <Loaded queries={[site, imported, intermediate]}>
      {([current, before, after]) => {
        const beforeFields = withoutId(before.columns);
        const afterFields = withoutId(after.columns);
        return (
          <LegacyPage
            title={t('site.rules.title')}
            context={siteContext(current, t)}
            intro={t('site.rules.intro')}
            actions={
              <InAppButton to={`/data-view/site/${siteId}`} query="stage=intermediate">
                {t('site.rules.dataView')}
              </InAppButton>
            }
          >
            {stageType ? <Text size="sm">{t('site.rules.stageType', { stageType })}</Text> : null}
            <Facts
              facts={[
                { label: t('site.rules.imported'), value: before.totalCount },
                { label: t('site.rules.afterRules'), value: after.totalCount },
                {
                  label: t('site.rules.filtered'),
                  value: Math.max(0, before.totalCount - after.totalCount),
                },
              ]}
            />
            <Section title={t('site.rules.added')}>
              <FieldBadges
                fields={afterFields.filter((field) => !beforeFields.includes(field))}
                empty={t('site.rules.noneAdded')}
              />
            </Section>
            <Section title={t('site.rules.removed')}>
              <FieldBadges
                fields={beforeFields.filter((field) => !afterFields.includes(field))}
                empty={t('site.rules.noneRemoved')}
              />
            </Section>
          </LegacyPage>
        );
      }}
    </Loaded>
  );
}
