import type { SiteSchedule, SiteScheduleChange } from '@feedline/contracts';
import { MAX_SCHEDULE_TIMES } from '@feedline/contracts/feed-constants';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Chip,
  Group,
  Input,
  NativeSelect,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBridge } from '../../../app/platform-context';
import { useSaveScheduleMutation } from '../api/feed-schedule-mutations';
import { feedErrorText } from './feed-errors';
import {
  ISO_WEEKDAYS,
  QUARTER_HOURS,
  addTime,
  draftOfSchedule,
  isSameSchedule,
  removeTime,
  weekdaysOf,
} from './model/schedule-draft';
import { useFormatter } from '../../../lib/format';

/** The schedule's switches, times and weekdays, saved together. */
export function ScheduleForm({ siteId, schedule }: { siteId: number; schedule: SiteSchedule }) {
  const { t } = useTranslation('legacy');
  const format = useFormatter();
  const bridge = useBridge();
  const save = useSaveScheduleMutation();
  const saved = draftOfSchedule(schedule);
  const [draft, setDraft] = useState<SiteScheduleChange>(saved);
  const [nextTime, setNextTime] = useState(
    QUARTER_HOURS.find((time) => !saved.times.includes(time))!,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const isDirty = !isSameSchedule(draft, saved);

  useEffect(() => {
    bridge.unsavedChanges(isDirty);
  }, [bridge, isDirty]);
  useEffect(() => () => bridge.unsavedChanges(false), [bridge]);

  const update = (change: Partial<SiteScheduleChange>) => {
    setDraft((current) => ({ ...current, ...change }));
    setProblem(null);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.weekdays.length === 0) {
      setProblem(t('feeds.schedule.noWeekday'));
      return;
    }
    save.mutate(
      { siteId, schedule: draft },
      {
        onSuccess: () => bridge.notify('success', t('feeds.schedule.saved')),
        onError: (error) => setProblem(feedErrorText(error, t)),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md" maw={640}>
        <Switch
          label={t('feeds.schedule.enabled')}
          description={t('feeds.schedule.enabledHint')}
          checked={draft.enabled}
          onChange={(event) => update({ enabled: event.currentTarget.checked })}
        />
        <Input.Wrapper
          label={t('feeds.schedule.times')}
          description={t('feeds.schedule.timesHint')}
        >
          <Stack gap="xs" mt={4}>
            <Group gap="xs" role="list" aria-label={t('feeds.schedule.times')}>
              {draft.times.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('feeds.schedule.noTimes')}
                </Text>
              ) : (
                draft.times.map((time) => (
                  <Badge
                    key={time}
                    role="listitem"
                    size="lg"
                    variant="light"
                    rightSection={
                      <ActionIcon
                        size="xs"
                        variant="transparent"
                        onClick={() => update({ times: removeTime(draft.times, time) })}
                        aria-label={t('feeds.schedule.removeTime', { time })}
                      >
                        <IconX size={12} />
                      </ActionIcon>
                    }
                  >
                    {time}
                  </Badge>
                ))
              )}
            </Group>
            <Group gap="xs" align="flex-end">
              <NativeSelect
                label={t('feeds.schedule.timeToAdd')}
                value={nextTime}
                onChange={(event) => setNextTime(event.currentTarget.value)}
                data={QUARTER_HOURS.map((time) => ({
                  value: time,
                  label: time,
                  disabled: draft.times.includes(time),
                }))}
              />
              <Button
                variant="default"
                onClick={() => update({ times: addTime(draft.times, nextTime) })}
                disabled={
                  draft.times.includes(nextTime) || draft.times.length >= MAX_SCHEDULE_TIMES
                }
              >
                {t('feeds.schedule.addTime')}
              </Button>
            </Group>
          </Stack>
        </Input.Wrapper>
        <Input.Wrapper label={t('feeds.schedule.weekdays')}>
          <Chip.Group
            multiple
            value={draft.weekdays.map(String)}
            onChange={(values) => update({ weekdays: weekdaysOf(values) })}
          >
            <Group gap="xs" mt={4}>
              {ISO_WEEKDAYS.map((day) => (
                <Chip key={day} value={String(day)} size="sm">
                  {format.weekday(day)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        <Checkbox
          label={t('feeds.schedule.exportAfterImport')}
          checked={draft.exportAfterImport}
          onChange={(event) => update({ exportAfterImport: event.currentTarget.checked })}
        />
        {draft.enabled && draft.times.length === 0 ? (
          <Alert color="yellow">{t('feeds.schedule.enabledWithoutTimes')}</Alert>
        ) : null}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!isDirty}>
            {t('feeds.schedule.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
