import { Heading, Kbd, Stack, Table, Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMatches } from '@tanstack/react-router';
import { Fragment, useEffect, useRef } from 'react';
import { DialogCloseButton, DialogFrame } from '../../components/dialog-frame';
import { KEY_NAMES, shortcutsOf, type Key, type Shortcut } from './shortcut-catalogue';

const TEXT_INPUT_TYPES = new Set(['', 'text', 'search', 'email', 'tel', 'url', 'password', 'number', 'time', 'date']);

/** Where "?" is a character being typed, not a question: a text field, a drop-down, editable content. */
function typesText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(target.type);
  return target.isContentEditable;
}

/** True for "?" typed outside a text field, with no Ctrl, Alt or Cmd (Shift is how most keyboards type it). */
export function isShortcutHelpKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): boolean {
  return event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey && !typesText(event.target);
}

/** Opens the shortcut help on "?" anywhere in the page, unless a dialog is open (its own keys come first). */
export function useShortcutHelpKey(open: () => void): void {
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || event.defaultPrevented || !isShortcutHelpKey(event)) return;
      if (document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

function keyText(i18n: I18n, key: Key, mac: boolean): string {
  if (typeof key !== 'string') return key.char;
  if (key === 'Ctrl' && mac) return '⌘';
  return i18n._(KEY_NAMES[key]);
}

/** A shortcut's combinations: "Ctrl + Shift + Z or Ctrl + Y", each key in its own box. */
function Combinations({ shortcut, mac }: { readonly shortcut: Shortcut; readonly mac: boolean }) {
  const { i18n, t } = useLingui();
  return (
    <>
      {shortcut.keys.map((combination, index) => (
        <Fragment key={index}>
          {index > 0 ? <Text as="span" mx="1" color="fg.muted">{t`or`}</Text> : null}
          <Text as="span" whiteSpace="nowrap">
            {combination.map((key, at) => (
              <Fragment key={at}>
                {at > 0 ? ' + ' : null}
                <Kbd size="sm">{keyText(i18n, key, mac)}</Kbd>
              </Fragment>
            ))}
          </Text>
        </Fragment>
      ))}
    </>
  );
}

/** The keyboard shortcuts of the page in view, by where they work, in a dialog. */
export function ShortcutHelp({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { i18n } = useLingui();
  const page = useMatches({ select: (matches) => matches.at(-1)?.staticData.page });
  const groups = shortcutsOf(page?.path, (page?.edits.length ?? 0) > 0);
  const mac = isMac();
  return (
    <DialogFrame open={open} onClose={onClose} title={<Trans>Keyboard shortcuts</Trans>} fullScreenOnPhone testId="shortcut-help" footer={<DialogCloseButton><Trans>Close</Trans></DialogCloseButton>}>
      <Stack gap="5">
        {mac ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans>⌘ is the Command key.</Trans>
          </Text>
        ) : null}
        {groups.map((group) => (
          <Stack as="section" key={group.id} gap="2" aria-labelledby={`shortcuts-${group.id}`} data-testid={`shortcuts-${group.id}`}>
            <Heading as="h3" size="sm" id={`shortcuts-${group.id}`}>
              {i18n._(group.title)}
            </Heading>
            <Table.Root size="sm" aria-labelledby={`shortcuts-${group.id}`}>
              <Table.Header srOnly>
                <Table.Row>
                  <Table.ColumnHeader>
                    <Trans>Keys</Trans>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>
                    <Trans>What they do</Trans>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {group.shortcuts.map((shortcut, index) => (
                  <Table.Row key={index}>
                    <Table.Cell width="45%" verticalAlign="top">
                      <Combinations shortcut={shortcut} mac={mac} />
                    </Table.Cell>
                    <Table.Cell verticalAlign="top">{i18n._(shortcut.what)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Stack>
        ))}
      </Stack>
    </DialogFrame>
  );
}
