import type { Paginated, Project, Site } from '@feedline/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Screen, ScreenProps } from '../../../app/screen';
import { useProjectQuery, useProjectSitesQuery } from '../api/project-queries';
import { Facts } from '../components/facts';
import { ImportTrend } from '../components/import-trend';
import type { Fact } from '../components/facts';
import { InAppButton, InAppLink } from '../components/in-app-link';
import { LegacyPage, Section } from '../components/legacy-page';
import { Loaded } from '../components/loaded';
import { SitesTable } from '../components/sites-table';

/** The project areas of the legacy list; each shows the project and its sites. */
type ProjectArea =
  'dashboard' | 'bulk' | 'authentication' | 'reporting' | 'settings' | 'orderSync' | 'addSite';

interface AreaSpec {
  /** Where a site's row leads from this area. */
  siteLink: (site: Site) => string;
  /** Extra facts of the area. */
  facts?: (project: Project, sites: Paginated<Site>, t: TFunction<'legacy'>) => Fact[];
  /** A button to the page the area's work continues on. */
  action?: (project: Project) => { to: string; label: 'toAuthentication' | 'toOverview' };
  /** Whether the area charts the project's imports of the last 14 days. */
  hasTrend?: true;
}

const AREAS: Record<ProjectArea, AreaSpec> = {
  dashboard: { siteLink: (site) => `/dashboard/site/${site.id}/version/1`, hasTrend: true },
  bulk: { siteLink: (site) => `/settings/site/${site.id}` },
  authentication: {
    siteLink: (site) => `/authentication/site/${site.id}`,
    action: (project) => ({
      to: `/authentication/account/${project.account.id}`,
      label: 'toAuthentication',
    }),
  },
  reporting: {
    siteLink: (site) => `/reporting/site/${site.id}`,
    facts: (_project, sites, t) => [
      {
        label: t('project.facts.channels'),
        value: sites.data.reduce((sum, site) => sum + site.channelCount, 0),
      },
      {
        label: t('project.facts.childSites'),
        value: sites.data.filter((site) => site.childSite).length,
      },
    ],
  },
  settings: { siteLink: (site) => `/settings/site/${site.id}` },
  orderSync: { siteLink: (site) => `/exports/site/${site.id}` },
  addSite: {
    siteLink: (site) => `/dashboard/site/${site.id}/version/1`,
    action: (project) => ({ to: `/overview/project/${project.id}`, label: 'toOverview' }),
  },
};

function projectFacts(project: Project, t: TFunction<'legacy'>): Fact[] {
  return [
    {
      label: t('project.facts.organisation'),
      value: (
        <InAppLink to={`/overview/account/${project.account.id}`}>
          {project.account.company}
        </InAppLink>
      ),
    },
    { label: t('project.facts.sites'), value: project.siteCount },
    {
      label: t('project.facts.access'),
      value: project.canWrite ? t('access.write') : t('access.read'),
    },
  ];
}

function createProjectPage(area: ProjectArea): Screen {
  const spec = AREAS[area];
  function ProjectAreaPage({ ids }: ScreenProps) {
    const projectId = ids.projectId!;
    const { t } = useTranslation('legacy');
    const project = useProjectQuery(projectId);
    const sites = useProjectSitesQuery(projectId);
    return (
      <Loaded queries={[project, sites]}>
        {([current, sitePage]) => {
          const action = spec.action?.(current);
          return (
            <LegacyPage
              title={t(`project.${area}.title`)}
              context={t('context.project', {
                name: current.name,
                company: current.account.company,
              })}
              intro={t(`project.${area}.intro`)}
              actions={
                action ? (
                  <InAppButton to={action.to} variant="default">
                    {t(`project.actions.${action.label}`)}
                  </InAppButton>
                ) : null
              }
            >
              <Facts
                facts={[...projectFacts(current, t), ...(spec.facts?.(current, sitePage, t) ?? [])]}
              />
              {spec.hasTrend ? <ImportTrend scope={{ projectId }} /> : null}
              <Section title={t('project.sites')}>
                <SitesTable sites={sitePage} linkTo={spec.siteLink} />
              </Section>
            </LegacyPage>
          );
        }}
      </Loaded>
    );
  }
  return ProjectAreaPage;
}

export const ProjectDashboardPage = createProjectPage('dashboard');
export const ProjectBulkOperationPage = createProjectPage('bulk');
export const ProjectAuthenticationPage = createProjectPage('authentication');
export const ProjectReportingPage = createProjectPage('reporting');
export const ProjectSettingsPage = createProjectPage('settings');
export const OrderSyncPage = createProjectPage('orderSync');
export const AddSitePage = createProjectPage('addSite');
