import type { ColumnProblem, ConcatPart } from '@feedline/data-flow';
import { ActionIcon, Button, Group, Select, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The parts a concatenated column joins: fields and texts, in order. */
export function ConcatEditor({
  parts,
  fields,
  isReadOnly,
  problems,
  onChange,
}: {
  parts: readonly ConcatPart[];
  fields: readonly string[];
  isReadOnly: boolean;
  problems: readonly { problem: ColumnProblem; field?: string | undefined }[];
  onChange: (parts: ConcatPart[]) => void;
}) {
  const { t } = useTranslation('data-flow');
  const replace = (index: number, part: ConcatPart) =>
    onChange(parts.map((current, i) => (i === index ? part : current)));
  const isEmpty = problems.some((entry) => entry.problem === 'concat-empty');
  return (
    <Group gap="xs" align="flex-end" pl={32} wrap="wrap">
      {parts.map((part, index) => (
        <Group key={index} gap={2} align="flex-end" wrap="nowrap">
          {part.kind === 'field' ? (
            <Select
              label={t('editor.part', { position: index + 1 })}
              data={fields.map((field) => ({ value: field, label: field }))}
              value={part.field || null}
              searchable
              readOnly={isReadOnly}
              onChange={(field) => replace(index, { kind: 'field', field: field ?? '' })}
              error={
                part.field && !fields.includes(part.field)
                  ? t('editor.problems.unknown-field', { field: part.field })
                  : null
              }
              w={170}
            />
          ) : (
            <TextInput
              label={t('editor.part', { position: index + 1 })}
              value={part.value}
              readOnly={isReadOnly}
              onChange={(event) =>
                replace(index, { kind: 'text', value: event.currentTarget.value })
              }
              w={120}
            />
          )}
          {isReadOnly ? null : (
            <ActionIcon
              variant="subtle"
              color="gray"
              mb={4}
              aria-label={t('editor.removePart', { position: index + 1 })}
              onClick={() => onChange(parts.filter((_part, i) => i !== index))}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ))}
      {isReadOnly ? null : (
        <>
          <Button
            variant="light"
            size="compact-sm"
            onClick={() => onChange([...parts, { kind: 'field', field: '' }])}
          >
            {t('editor.addFieldPart')}
          </Button>
          <Button
            variant="light"
            size="compact-sm"
            onClick={() => onChange([...parts, { kind: 'text', value: ' ' }])}
          >
            {t('editor.addTextPart')}
          </Button>
        </>
      )}
      {isEmpty ? (
        <Text size="xs" c="red.9" w="100%">
          {t('editor.problems.concat-empty')}
        </Text>
      ) : null}
    </Group>
  );
}
