import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../../app/screen';
import { useDataSourcesQuery, useSiteFeaturesQuery, useSiteQuery } from '../api/site-queries';
import { FeaturesTable } from '../components/features-table';
import { InAppButton, InAppLink } from '../components/in-app-link';
import { LegacyPage, Section } from '../components/legacy-page';
import { Loaded } from '../components/loaded';
import { DataSourcesPanel } from '../feeds/data-sources-panel';
import { LastImportSection } from '../feeds/last-import-section';
import { siteContext } from './site-context';

/**
 * data-sources/site/{siteId}: where the site's items come from, managed here (add, test, edit,
 * delete), and the last import with "Import now".
 */
export function DataSourcesPage({ ids }: ScreenProps) {
  const siteId = ids.siteId!;
  const { t } = useTranslation('legacy');
  const site = useSiteQuery(siteId);
  const sources = useDataSourcesQuery(siteId);
  return (
    <Loaded queries={[site, sources]}>
      {([current, sourceList]) => (
        <LegacyPage
          title={t('dataSources.title')}
          context={siteContext(current, t)}
          intro={t('dataSources.intro')}
          actions={
            <InAppButton to={`/data-map/site/${siteId}`} variant="default">
              {t('dataSources.map')}
            </InAppButton>
          }
        >
          {sourceList.data.some((source) => source.shared) ? (
            <Alert color="blue" title={t('dataSources.sharedTitle')}>
              {t('dataSources.sharedBody')}{' '}
              <InAppLink to={`/shared-datasources/account/${current.account.id}`}>
                {t('dataSources.sharedLink')}
              </InAppLink>
            </Alert>
          ) : null}
          <DataSourcesPanel siteId={siteId} sources={sourceList.data} canWrite={current.canWrite} />
          <LastImportSection siteId={siteId} canWrite={current.canWrite} />
        </LegacyPage>
      )}
    </Loaded>
  );
}

type ServiceArea = 'list' | 'add' | 'edit';

function ServicesPage({ ids, area }: ScreenProps & { area: ServiceArea }) {
  const siteId = ids.siteId!;
  const { t } = useTranslation('legacy');
  const site = useSiteQuery(siteId);
  const features = useSiteFeaturesQuery(siteId);
  return (
    <Loaded queries={[site, features]}>
      {([current, featureList]) => {
        const shown =
          area === 'add' ? featureList.filter((feature) => !feature.permission) : featureList;
        return (
          <LegacyPage
            title={
              area === 'edit'
                ? t('services.edit.title', { id: ids.serviceId })
                : t(`services.${area}.title`)
            }
            context={siteContext(current, t)}
            intro={t(`services.${area}.intro`)}
            actions={
              area === 'list' ? (
                <InAppButton to={`/data-services/site/${siteId}/add-service`}>
                  {t('services.add.title')}
                </InAppButton>
              ) : (
                <InAppButton to={`/data-services/site/${siteId}`} variant="default">
                  {t('services.back')}
                </InAppButton>
              )
            }
          >
            <Section title={t(`services.${area}.section`)}>
              <FeaturesTable features={shown} />
            </Section>
          </LegacyPage>
        );
      }}
    </Loaded>
  );
}

/** data-services/site/{siteId}: the services that enrich the site's items. */
export const DataServicesPage = (props: ScreenProps) => <ServicesPage {...props} area="list" />;
/** data-services/site/{siteId}/add-service */
export const AddServicePage = (props: ScreenProps) => <ServicesPage {...props} area="add" />;
/** data-services/site/{siteId}/edit-service/{serviceId} */
export const EditServicePage = (props: ScreenProps) => <ServicesPage {...props} area="edit" />;
