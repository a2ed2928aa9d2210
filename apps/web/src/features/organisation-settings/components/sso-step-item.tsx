import type { SsoStatus } from '@feedline/contracts';
import { Badge, Box, Group, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { stepStateOf, type SsoStep, type StepState } from '../model/sso-steps';

const BADGE_COLORS: Record<StepState, string> = {
  completed: 'green',
  selected: 'blue',
  upcoming: 'gray',
};

/**
 * One step of the SSO page (spec §4): an item of an ordered list, `aria-current="step"` when
 * selected, with its state written out beside the title for everyone.
 */
export function SsoStepItem({
  step,
  index,
  status,
  children,
}: {
  step: SsoStep;
  index: number;
  status: SsoStatus;
  children: ReactNode;
}) {
  const { t } = useTranslation('organisation-settings');
  const headingId = useId();
  const state = stepStateOf(status, index);
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      aria-current={state === 'selected' ? 'step' : undefined}
      data-state={state}
      p="md"
      style={{
        listStyle: 'none',
        border: '1px solid var(--mantine-color-gray-3)',
        borderLeft: `4px solid var(--mantine-color-${BADGE_COLORS[state]}-6)`,
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="center">
          <ThemeIcon radius="xl" color={BADGE_COLORS[state]} aria-hidden>
            {state === 'completed' ? <IconCheck size={16} /> : index + 1}
          </ThemeIcon>
          <Title order={3} size="h5" id={headingId} style={{ flex: 1, minWidth: 0 }}>
            {t(`sso.steps.${step}`)}
          </Title>
          <Badge color={BADGE_COLORS[state]} variant="light">
            {t(`sso.state.${state}`)}
          </Badge>
        </Group>
        <Box>{children}</Box>
      </Stack>
    </Box>
  );
}
