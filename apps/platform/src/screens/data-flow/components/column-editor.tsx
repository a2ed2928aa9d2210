import type { ColumnProblem, ColumnSource, FlowColumn } from '@feedline/data-flow';
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { sourceOfKind, type FlowEdit } from '../model/flow-editing';
import { ConcatEditor } from './concat-editor';
import { TransformChain } from './transform-chain';

const SOURCE_KINDS: ColumnSource['kind'][] = ['field', 'static', 'concat', 'unconnected'];

export interface ColumnEditorProps {
  column: FlowColumn;
  index: number;
  count: number;
  fields: readonly string[];
  problems: readonly { problem: ColumnProblem; field?: string | undefined }[];
  isReadOnly: boolean;
  onEdit: (edit: FlowEdit) => void;
}

/** One output column: its name, where its value comes from, its chain, its place in the flow. */
export function ColumnEditor({
  column,
  index,
  count,
  fields,
  problems,
  isReadOnly,
  onEdit,
}: ColumnEditorProps) {
  const { t } = useTranslation('data-flow');
  const label = column.name.trim() || t('editor.unnamed', { position: index + 1 });
  const nameProblem = problems.find((entry) => entry.problem.startsWith('name-'));
  const fieldProblem = problems.find(
    (entry) => entry.problem === 'unknown-field' || entry.problem === 'field-empty',
  );
  const { source } = column;
  const fieldOptions = fields.map((field) => ({ value: field, label: field }));

  return (
    <Paper component="li" withBorder p="sm" aria-label={t('editor.column', { name: label })}>
      <Stack gap="xs">
        <Group align="flex-end" gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed" w={24} ta="right" aria-hidden>
            {index + 1}
          </Text>
          <TextInput
            label={t('editor.name')}
            value={column.name}
            readOnly={isReadOnly}
            onChange={(event) => onEdit({ type: 'rename', index, name: event.currentTarget.value })}
            error={nameProblem ? t(`editor.problems.${nameProblem.problem}`) : null}
            w={220}
          />
          <Select
            label={t('editor.source')}
            data={SOURCE_KINDS.map((kind) => ({ value: kind, label: t(`editor.kinds.${kind}`) }))}
            value={source.kind}
            allowDeselect={false}
            readOnly={isReadOnly}
            onChange={(kind) =>
              kind &&
              onEdit({
                type: 'source',
                index,
                source: sourceOfKind(kind as ColumnSource['kind'], source),
              })
            }
            w={180}
          />
          {source.kind === 'field' ? (
            <Select
              label={t('editor.field')}
              data={fieldOptions}
              value={source.field || null}
              searchable
              readOnly={isReadOnly}
              onChange={(field) =>
                onEdit({ type: 'source', index, source: { kind: 'field', field: field ?? '' } })
              }
              error={
                fieldProblem
                  ? t(`editor.problems.${fieldProblem.problem}`, { field: fieldProblem.field })
                  : null
              }
              w={220}
            />
          ) : null}
          {source.kind === 'static' ? (
            <TextInput
              label={t('editor.value')}
              value={source.value}
              readOnly={isReadOnly}
              onChange={(event) =>
                onEdit({
                  type: 'source',
                  index,
                  source: { kind: 'static', value: event.currentTarget.value },
                })
              }
              w={220}
            />
          ) : null}
          {isReadOnly ? null : (
            <Group gap={4} ml="auto">
              <ActionIcon
                variant="subtle"
                aria-label={t('editor.moveUp', { name: label })}
                disabled={index === 0}
                onClick={() => onEdit({ type: 'move', index, to: index - 1 })}
              >
                <IconArrowUp size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={t('editor.moveDown', { name: label })}
                disabled={index === count - 1}
                onClick={() => onEdit({ type: 'move', index, to: index + 1 })}
              >
                <IconArrowDown size={18} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('editor.remove', { name: label })}
                onClick={() => onEdit({ type: 'remove', index })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          )}
        </Group>
        {source.kind === 'concat' ? (
          <ConcatEditor
            parts={source.parts}
            fields={fields}
            isReadOnly={isReadOnly}
            problems={problems}
            onChange={(parts) =>
              onEdit({ type: 'source', index, source: { kind: 'concat', parts } })
            }
          />
        ) : null}
        {source.kind === 'unconnected' ? null : (
          <TransformChain
            steps={column.transforms ?? []}
            label={label}
            isReadOnly={isReadOnly}
            onAdd={(op) => onEdit({ type: 'add-step', index, op })}
            onChange={(step, value) => onEdit({ type: 'step', index, step, value })}
            onRemove={(step) => onEdit({ type: 'remove-step', index, step })}
          />
        )}
        {isReadOnly || source.kind !== 'unconnected' ? null : (
          <Button
            variant="subtle"
            size="compact-sm"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => onEdit({ type: 'source', index, source: { kind: 'field', field: '' } })}
          >
            {t('editor.connect')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
