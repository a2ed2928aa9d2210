import { Badge, Group, VisuallyHidden } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { FrameLayout, ScreenId } from '../model/screens';
import { EmbeddedFrame } from './embedded-frame';
import { EmbeddedPageHeader, type HierarchyIds } from './embedded-page-header';
import { useEmbeddedFrameTranslation } from './use-embedded-frame-translation';

export interface EmbeddedScreenPageProps {
  screen: ScreenId;
  /** The screen's path on the platform host, with `{name}` placeholders. */
  pathTemplate: string;
  /** The route's params: they fill the path; the hierarchy ids among them make the breadcrumb. */
  params: Readonly<HierarchyIds & Record<string, string | number | undefined>>;
  /** The shell's raw query string, passed on to the frame. */
  searchStr: string;
  layout?: FrameLayout;
  /** Shows the 'shared settings' notice when the frame reports them (data view, data flow). */
  hasSharedSettingsNotice?: boolean;
  readyTimeoutMs?: number;
  /** Buttons beside the page's heading. */
  headerActions?: ReactNode;
}

function definedParams(params: EmbeddedScreenPageProps['params']): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined,
    ),
  );
}

/**
 * The 'shared settings' notice (spec §2.11): it arrives from the frame once the screen has loaded,
 * so it sits in the heading's row, where it takes no room from the frame and moves nothing.
 */
function SharedSettingsNotice({ t }: { t: ReturnType<typeof useEmbeddedFrameTranslation>['t'] }) {
  const notice = t('shared-settings.notice');
  return (
    <Group role="note" gap={0} wrap="nowrap">
      <Badge
        color="yellow"
        variant="light"
        size="lg"
        tt="none"
        title={notice}
        leftSection={<IconInfoCircle size={16} aria-hidden />}
        // Mantine's yellow text on the light yellow background is below 4.5:1.
        styles={{ label: { color: 'var(--mantine-color-text)' } }}
      >
        {t('shared-settings.title')}
      </Badge>
      <VisuallyHidden>{notice}</VisuallyHidden>
    </Group>
  );
}

/** A platform page that is an embedded screen: header, breadcrumb, notice and frame (spec §2.11). */
export function EmbeddedScreenPage({
  screen,
  pathTemplate,
  params,
  searchStr,
  layout = 'page',
  hasSharedSettingsNotice = false,
  readyTimeoutMs,
  headerActions,
}: EmbeddedScreenPageProps) {
  const { t } = useEmbeddedFrameTranslation();
  const [hasSharedSettings, setHasSharedSettings] = useState(false);
  const caption = t(`screens.${screen}`);

  return (
    <>
      <EmbeddedPageHeader
        ids={params}
        caption={caption}
        headingIsEntity={screen === 'dashboard'}
        actions={
          hasSharedSettingsNotice && hasSharedSettings ? (
            <>
              {headerActions}
              <SharedSettingsNotice t={t} />
            </>
          ) : (
            headerActions
          )
        }
        t={t}
      />
      <EmbeddedFrame
        pathTemplate={pathTemplate}
        params={definedParams(params)}
        searchStr={searchStr}
        title={caption}
        layout={layout}
        readyTimeoutMs={readyTimeoutMs}
        onSharedSettings={hasSharedSettingsNotice ? setHasSharedSettings : undefined}
      />
    </>
  );
}
