import { Button, Checkbox, Field, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { createMessageContact, type AlertExtension, type AlertMessage, type MessageContact } from '../../../domain/configuration/controller/alert-gates';
import type { Configuration } from '../../../domain/configuration/configuration';
import { contactName } from '../../configuration/entities/contact.descriptor';
import { CommitInput } from '../../configuration/commit-input';
import { ALERT_LABELS, extensionWords } from '../../configuration/words/gate-field-labels';

const CHANNELS = ['mail', 'sms', 'notification'] as const;

/** An alert mail's message (of the gate `gateId`): subject, text, and who receives it by which channel (contacts chosen by name). */
export function AlertMessageEditor({ gateId, message, configuration, onChange }: { gateId: string; message: AlertMessage; configuration: Configuration; onChange: (message: AlertMessage) => void }) {
  const { t, i18n } = useLingui();
  const setMessage = (fields: Partial<AlertMessage>) => onChange({ ...message, ...fields });
  const setContact = (index: number, contact: MessageContact) => setMessage({ contacts: message.contacts.with(index, contact) });
  const named = new Map(configuration.contacts.map((contact) => [contact.id, contactName(contact)]));
  const channelLabel = { mail: i18n._(ALERT_LABELS.mail), sms: i18n._(ALERT_LABELS.sms), notification: i18n._(ALERT_LABELS.notification) };
  const available = configuration.contacts.filter((contact) => !message.contacts.some((each) => each.id === contact.id));
  return (
    <Stack gap="3">
      <CommitInput key={`${gateId}-subject`} id="logic-message-subject" label={i18n._(ALERT_LABELS.subject)} value={message.subject} onCommit={(subject) => setMessage({ subject: String(subject) })} />
      <Field.Root>
        <Field.Label htmlFor="logic-message-text">{t`Message`}</Field.Label>
        <Textarea id="logic-message-text" size="sm" defaultValue={message.message} key={`${gateId}-${message.message}`} onBlur={(event) => event.target.value !== message.message && setMessage({ message: event.target.value })} />
      </Field.Root>
      <Text fontWeight="semibold">
        <Trans>Recipients</Trans>
      </Text>
      {message.contacts.map((contact, index) => (
        <HStack key={contact.id} wrap="wrap">
          <Text flex="1">{named.get(contact.id) ?? t`Unknown contact ${contact.id}`}</Text>
          {CHANNELS.map((channel) => (
            <Checkbox.Root key={channel} size="sm" checked={contact[channel] === true} onCheckedChange={(change) => setContact(index, { ...contact, [channel]: change.checked === true })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{channelLabel[channel]}</Checkbox.Label>
            </Checkbox.Root>
          ))}
          <Button size="xs" variant="ghost" aria-label={t`Remove the recipient ${named.get(contact.id) ?? contact.id}`} onClick={() => setMessage({ contacts: message.contacts.filter((_, at) => at !== index) })}>
            <Trans>Remove</Trans>
          </Button>
        </HStack>
      ))}
      <Field.Root>
        <Field.Label htmlFor="logic-add-contact">{t`Add a recipient`}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field id="logic-add-contact" value="" onChange={(event) => event.target.value && setMessage({ contacts: [...message.contacts, createMessageContact(event.target.value)] })}>
            <option value="">{t`Choose a contact`}</option>
            {available.map((contact) => (
              <option key={contact.id} value={contact.id}>
                {contactName(contact)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}

/** The numbered texts an alarm-monitoring alert sends. */
export function ExtensionsEditor({ extensions, onChange }: { extensions: readonly AlertExtension[]; onChange: (extensions: readonly AlertExtension[]) => void }) {
  const { t, i18n } = useLingui();
  const next = extensions.reduce((top, extension) => Math.max(top, extension.id), 0) + 1;
  return (
    <Stack gap="2">
      <Text fontWeight="semibold">
        <Trans>Extensions</Trans>
      </Text>
      {extensions.map((extension, index) => (
        <HStack key={extension.id} align="end">
          <CommitInput
            id={`logic-extension-${extension.id}`}
            label={i18n._(extensionWords(extension.id))}
            value={extension.content}
            onCommit={(content) => onChange(extensions.with(index, { ...extension, content: String(content) }))}
          />
          <Button size="xs" variant="ghost" aria-label={t`Remove extension ${extension.id}`} onClick={() => onChange(extensions.filter((_, at) => at !== index))}>
            <Trans>Remove</Trans>
          </Button>
        </HStack>
      ))}
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => onChange([...extensions, { id: next, content: '' }])}>
        <Trans>Add an extension</Trans>
      </Button>
    </Stack>
  );
}
