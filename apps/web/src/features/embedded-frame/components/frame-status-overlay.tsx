import { Alert, Box, Button, Loader, Overlay, Stack, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import classes from './embedded-frame.module.css';
import type { EmbeddedFrameTranslate } from './use-embedded-frame-translation';

export type FrameStatus = 'loading' | 'ready' | 'timed-out';

export interface FrameStatusOverlayProps {
  status: FrameStatus;
  /** The screen's name, for the loading and error texts. */
  screen: string;
  t: EmbeddedFrameTranslate;
  onRetry: () => void;
}

/**
 * What covers the frame until it is ready (spec §2.10): a translucent overlay with a spinner while
 * it loads, an error with a retry when it did not report in time, nothing once it has content.
 */
export function FrameStatusOverlay({ status, screen, t, onRetry }: FrameStatusOverlayProps) {
  if (status === 'loading') {
    return (
      <Overlay color="var(--mantine-color-body)" backgroundOpacity={0.6} zIndex={2} center>
        <Box role="status">
          <Loader aria-hidden />
          <VisuallyHidden>{t('frame.loading', { screen })}</VisuallyHidden>
        </Box>
      </Overlay>
    );
  }
  if (status === 'timed-out') {
    return (
      <Overlay className={classes.failure} backgroundOpacity={1} zIndex={2} center>
        <Stack align="center" p="md">
          <Alert
            role="alert"
            color="red"
            icon={<IconAlertTriangle aria-hidden />}
            title={t('frame.timeout.title')}
          >
            {t('frame.timeout.description', { screen })}
          </Alert>
          <Button variant="light" onClick={onRetry}>
            {t('frame.retry')}
          </Button>
        </Stack>
      </Overlay>
    );
  }
  return null;
}
