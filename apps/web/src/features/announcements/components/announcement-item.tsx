import { Box, Button, CloseButton, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, useLayoutEffect, useState } from 'react';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCircleCheck,
  IconInfoCircle,
  IconSpeakerphone,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  isClosable,
  type AnnouncementKind,
  type StripAnnouncement,
} from '../model/announcement-list';
import classes from './announcement-item.module.css';

const ICONS = {
  info: IconInfoCircle,
  success: IconCircleCheck,
  warning: IconAlertTriangle,
  error: IconAlertCircle,
} as const;

const COLOURS: Record<AnnouncementKind, string> = {
  info: 'blue',
  success: 'green',
  warning: 'orange',
  error: 'red',
};

/** The announcement's icon, or the megaphone image when it names none we know. */
function AnnouncementIcon({ icon }: { icon: string | null }) {
  const Icon =
    icon && Object.hasOwn(ICONS, icon) ? ICONS[icon as keyof typeof ICONS] : IconSpeakerphone;
  return <Icon size={20} aria-hidden data-icon={Icon === IconSpeakerphone ? 'megaphone' : icon} />;
}

export interface AnnouncementItemProps {
  announcement: StripAnnouncement;
  isClosing: boolean;
  onClose: (id: number) => void;
}

/**
 * Whether the element's text is cut at the end of its line (it has more than one line's worth):
 * measured when the browser has laid the page out (a ResizeObserver reports every element it
 * starts observing once, after layout and before paint) and again when its width changes.
 * Reading the width during React's commit instead forced a layout of the whole page there, which
 * was most of the first page's render at 4× CPU.
 */
function useIsCut(element: HTMLElement | null, isExpanded: boolean) {
  const [isCut, setCut] = useState(false);
  useLayoutEffect(() => {
    if (!element || isExpanded) return;
    const measure = () => setCut(element.scrollWidth > element.clientWidth + 1);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, isExpanded]);
  return isCut;
}

/**
 * One announcement (spec §2.7) on one line: icon, heading, the message cut at the line's end with
 * "More" to read it whole, optional link, close unless permanent. Two of them take about 64 px.
 */
export function AnnouncementItem({ announcement, isClosing, onClose }: AnnouncementItemProps) {
  const { t } = useTranslation('announcements');
  const { id, heading, link, message } = announcement;
  const isClosableItem = isClosable(announcement);
  const colour = COLOURS[announcement.kind];
  const [isExpanded, setExpanded] = useState(false);
  const [messageElement, setMessageElement] = useState<HTMLElement | null>(null);
  const isCut = useIsCut(messageElement, isExpanded);
  const messageId = useId();

  return (
    <Box
      role="note"
      aria-labelledby={`${messageId}-heading`}
      className={classes.item}
      data-expanded={isExpanded || undefined}
      data-announcement={announcement.key}
      aria-busy={isClosing || undefined}
      style={{
        ['--announcement-colour' as string]: `var(--mantine-color-${colour}-6)`,
        ['--announcement-background' as string]: `var(--mantine-color-${colour}-light)`,
        opacity: isClosing ? 0.6 : 1,
      }}
    >
      <span className={classes.icon} style={{ color: `var(--mantine-color-${colour}-7)` }}>
        <AnnouncementIcon icon={announcement.icon} />
      </span>
      <div className={classes.body}>
        <Title order={2} size="sm" fw={600} id={`${messageId}-heading`} className={classes.heading}>
          {heading}
        </Title>
        {'html' in message ? (
          // Sanitised by the query (lib/sanitize).
          <Text
            ref={setMessageElement}
            id={messageId}
            component="div"
            size="sm"
            className={classes.message}
            data-announcement-message
            dangerouslySetInnerHTML={{ __html: message.html }}
          />
        ) : (
          <Text
            ref={setMessageElement}
            id={messageId}
            size="sm"
            className={classes.message}
            data-announcement-message
          >
            {message.text}
          </Text>
        )}
      </div>
      {isCut || isExpanded ? (
        <Button
          size="compact-xs"
          variant="subtle"
          color="dark"
          aria-expanded={isExpanded}
          aria-controls={messageId}
          aria-label={t(isExpanded ? 'less-label' : 'more-label', { heading })}
          onClick={() => setExpanded((open) => !open)}
          className={classes.action}
        >
          {isExpanded ? t('less') : t('more')}
        </Button>
      ) : null}
      {link && (
        <Button
          component="a"
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          size="compact-xs"
          variant="filled"
          color={colour === 'orange' ? 'orange.9' : colour}
          className={classes.action}
        >
          {link.label ?? t('link.default')}
          <VisuallyHidden>{t('link.new-tab')}</VisuallyHidden>
        </Button>
      )}
      {isClosableItem ? (
        <CloseButton
          size="sm"
          aria-label={t('close', { heading })}
          onClick={() => {
            if (id !== null && !isClosing) onClose(id);
          }}
          className={classes.action}
        />
      ) : null}
    </Box>
  );
}
