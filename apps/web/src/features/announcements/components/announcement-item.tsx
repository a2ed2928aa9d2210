import { Alert, Button, Group, Text, Title, VisuallyHidden } from '@mantine/core';
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

/** One announcement (spec §2.7): icon, heading, HTML message, optional link, close unless permanent. */
export function AnnouncementItem({ announcement, isClosing, onClose }: AnnouncementItemProps) {
  const { t } = useTranslation('announcements');
  const { id, heading, link, message } = announcement;
  const isClosableItem = isClosable(announcement);

  return (
    <Alert
      role="note"
      variant="light"
      color={COLOURS[announcement.kind]}
      icon={<AnnouncementIcon icon={announcement.icon} />}
      title={
        // The light variant's title colour is too pale on orange; body text colour reads everywhere.
        <Title order={2} size="h6" c="var(--mantine-color-text)">
          {heading}
        </Title>
      }
      withCloseButton={isClosableItem}
      closeButtonLabel={t('close', { heading })}
      onClose={() => {
        if (id !== null && !isClosing) onClose(id);
      }}
      data-announcement={announcement.key}
      aria-busy={isClosing || undefined}
      opacity={isClosing ? 0.6 : 1}
    >
      <Group justify="space-between" align="center" gap="sm">
        {'html' in message ? (
          // Sanitised by the query (lib/sanitize).
          <Text
            component="div"
            size="sm"
            c="var(--mantine-color-text)"
            dangerouslySetInnerHTML={{ __html: message.html }}
          />
        ) : (
          <Text size="sm" c="var(--mantine-color-text)">
            {message.text}
          </Text>
        )}
        {link && (
          <Button
            component="a"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            size="compact-sm"
            variant="filled"
            color={COLOURS[announcement.kind] === 'orange' ? 'orange.9' : undefined}
          >
            {link.label ?? t('link.default')}
            <VisuallyHidden>{t('link.new-tab')}</VisuallyHidden>
          </Button>
        )}
      </Group>
    </Alert>
  );
}
