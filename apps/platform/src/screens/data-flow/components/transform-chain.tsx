import type { Transform, TransformOp } from '@feedline/data-flow';
import { FLOW_LIMITS } from '@feedline/data-flow';
import { ActionIcon, Group, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STEP_OPS } from './step-ops';

/** The inputs of one step: what it searches, adds or rounds to. */
function StepInputs({
  step,
  isReadOnly,
  onChange,
}: {
  step: Transform;
  isReadOnly: boolean;
  onChange: (step: Transform) => void;
}) {
  const { t } = useTranslation('data-flow');
  switch (step.op) {
    case 'replace':
      return (
        <>
          <TextInput
            size="xs"
            label={t('editor.steps.search')}
            value={step.search}
            readOnly={isReadOnly}
            error={step.search === '' ? t('editor.problems.replace-empty') : null}
            onChange={(event) => onChange({ ...step, search: event.currentTarget.value })}
            w={130}
          />
          <TextInput
            size="xs"
            label={t('editor.steps.replaceWith')}
            value={step.replace}
            readOnly={isReadOnly}
            onChange={(event) => onChange({ ...step, replace: event.currentTarget.value })}
            w={130}
          />
        </>
      );
    case 'round':
      return (
        <NumberInput
          size="xs"
          label={t('editor.steps.decimals')}
          value={step.decimals}
          min={0}
          max={FLOW_LIMITS.maxDecimals}
          allowDecimal={false}
          readOnly={isReadOnly}
          onChange={(value) => onChange({ ...step, decimals: Number(value) || 0 })}
          w={100}
        />
      );
    case 'prefix':
    case 'suffix':
    case 'default':
      return (
        <TextInput
          size="xs"
          label={t(`editor.steps.${step.op}Value`)}
          value={step.value}
          readOnly={isReadOnly}
          onChange={(event) => onChange({ ...step, value: event.currentTarget.value })}
          w={150}
        />
      );
    default:
      return null;
  }
}

/** A column's transformation chain: its steps in order, each removable, and a way to add one. */
export function TransformChain({
  steps,
  label,
  isReadOnly,
  onAdd,
  onChange,
  onRemove,
}: {
  steps: readonly Transform[];
  label: string;
  isReadOnly: boolean;
  onAdd: (op: TransformOp) => void;
  onChange: (index: number, step: Transform) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('data-flow');
  return (
    <Group gap="xs" align="flex-end" pl={32} wrap="wrap">
      {steps.map((step, index) => (
        <Group key={index} gap={4} align="flex-end" wrap="nowrap">
          <Text size="xs" fw={600} mb={6}>
            {index + 1}. {t(`editor.ops.${step.op}`)}
          </Text>
          <StepInputs
            step={step}
            isReadOnly={isReadOnly}
            onChange={(value) => onChange(index, value)}
          />
          {isReadOnly ? null : (
            <ActionIcon
              variant="subtle"
              color="gray"
              mb={2}
              aria-label={t('editor.removeStep', {
                step: t(`editor.ops.${step.op}`),
                name: label,
              })}
              onClick={() => onRemove(index)}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      {isReadOnly || steps.length >= FLOW_LIMITS.transforms ? null : (
        <Select
          size="xs"
          label={t('editor.addStep')}
          placeholder={t('editor.addStepPlaceholder')}
          data={STEP_OPS.map((op) => ({ value: op, label: t(`editor.ops.${op}`) }))}
          value={null}
          onChange={(op) => op && onAdd(op as TransformOp)}
          w={170}
        />
      )}
    </Group>
  );
}
