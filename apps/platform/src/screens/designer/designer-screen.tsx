import { useReadyWhen } from '../../app/platform-context';
import type { ScreenProps } from '../../app/screen';
import { ScreenError, ScreenLoader } from '../../components/screen-state';
import { useSampleItemsQuery } from './api/sample-items-query';
import { useDesignerSiteQuery } from './api/site-query';
import { useTemplateQuery } from './api/template-query';
import { DesignerEditor } from './components/designer-editor';
import { designerKindOf } from './model/template';

/**
 * The image designers: new/designer/site/{siteId} (new) and designer/site/{siteId} (classic). Both
 * routes render this screen, so the kind comes from the address.
 */
export default function DesignerScreen({ ids }: ScreenProps) {
  const siteId = ids.siteId!;
  const kind = designerKindOf(window.location.pathname);
  const site = useDesignerSiteQuery(siteId);
  const template = useTemplateQuery({ siteId, kind });
  const items = useSampleItemsQuery(siteId);
  const isLoaded = site.isSuccess && template.isSuccess && items.isSuccess;
  useReadyWhen(isLoaded);

  const error = site.error ?? template.error ?? items.error;
  if (error) {
    return (
      <ScreenError
        error={error}
        onRetry={() => {
          void site.refetch();
          void template.refetch();
          void items.refetch();
        }}
      />
    );
  }
  if (!isLoaded) return <ScreenLoader />;
  return (
    <DesignerEditor
      key={kind}
      siteId={siteId}
      siteName={site.data.name}
      kind={kind}
      initial={template.data}
      items={items.data.rows}
      fields={items.data.columns.filter((column) => column !== '_id')}
      canWrite={site.data.canWrite}
    />
  );
}
