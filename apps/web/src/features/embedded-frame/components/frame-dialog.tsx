import type {
  DialogReplyMessage,
  DialogRequestMessage,
  MessageBody,
} from '@feedline/frame-bridge/messages';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { EmbeddedFrameTranslate } from './use-embedded-frame-translation';

export type DialogReply = MessageBody<DialogReplyMessage>;

export interface FrameDialogProps {
  request: DialogRequestMessage;
  onReply: (reply: DialogReply) => void;
  t: EmbeddedFrameTranslate;
}

/**
 * The reply to a dialog the user confirmed (spec §7: confirm, with the prompt's value, or cancel),
 * whatever its kind: a confirmed delete confirm replies confirm too.
 */
function confirmReply(request: DialogRequestMessage, value: string): DialogReply {
  if (request.kind === 'prompt')
    return { type: 'dialog', subtype: 'confirm', id: request.id, value };
  return { type: 'dialog', subtype: 'confirm', id: request.id };
}

/**
 * A dialog an embedded page asked for (spec §7): a text prompt (Save), a confirm (OK) or a delete
 * confirm (red Delete). Closing it any other way cancels. Title and message are shown as text.
 */
export function FrameDialog({ request, onReply, t }: FrameDialogProps) {
  const [value, setValue] = useState('');
  const isPrompt = request.kind === 'prompt';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onReply(confirmReply(request, value));
  }

  function handleCancel() {
    onReply({ type: 'dialog', subtype: 'cancel', id: request.id });
  }

  return (
    <Modal opened onClose={handleCancel} title={request.title} size={480} centered>
      <form onSubmit={handleSubmit}>
        <Stack gap="md">
          {request.message ? <Text size="sm">{request.message}</Text> : null}
          {isPrompt ? (
            <TextInput
              label={request.label ?? t('dialog.label')}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              data-autofocus
            />
          ) : null}
          <Group justify="flex-end" gap="sm">
            {/* The safe choice takes the focus of a delete confirm. */}
            <Button
              variant="default"
              onClick={handleCancel}
              data-autofocus={request.kind === 'delete' ? true : undefined}
            >
              {t('dialog.cancel')}
            </Button>
            {request.kind === 'delete' ? (
              <Button type="submit" color="red">
                {t('dialog.delete')}
              </Button>
            ) : (
              <Button type="submit" data-autofocus={isPrompt ? undefined : true}>
                {isPrompt ? t('dialog.save') : t('dialog.ok')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
