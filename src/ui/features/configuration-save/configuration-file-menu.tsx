import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { DIALOG_Z_INDEX } from '../../components/dialog-frame';
import { Icon } from '../../components/icon';
import { COMPACT_TEXT, DENSE_TEXT } from './compact-text';
import { ErrorText } from '../../components/alert-text';
import { useBusyAction } from '../../components/use-busy-action';

export interface ConfigurationFileMenuProps {
  /** Fetches the signed document as the appliance stores it and hands it to the browser as a file. */
  readonly onDownload: () => Promise<void>;
  /** A file the person picked, to check and show before it may become the draft; without it (a console that may only read) no upload is offered. */
  readonly onUpload?: (file: File) => void;
  readonly disabled?: boolean;
  /** The save bar has nothing to save: a smaller button, its text read but not shown on a narrow screen. */
  readonly compact?: boolean;
  /** Icon only between lg and 2xl (the bar with changes to save), the text read and in the tooltip. */
  readonly dense?: boolean;
}

/**
 * The configuration file, beside undo and redo on every configuration page:
 * download the appliance's signed document (never the unsaved draft: what is
 * downloaded can be uploaded back as it is), or upload a file.
 */
export function ConfigurationFileMenu({ onDownload, onUpload, disabled = false, compact = false, dense = false }: ConfigurationFileMenuProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const download = useBusyAction();

  return (
    <>
      <Menu.Root
        lazyMount
        unmountOnExit
        onSelect={({ value }) => {
          if (value === 'download') void download.run(onDownload);
          else if (value === 'upload') input.current?.click();
        }}
      >
        <Menu.Trigger asChild>
          <Button size={compact ? 'xs' : 'sm'} variant="outline" disabled={disabled} loading={download.busy} title={compact || dense ? t`Configuration file` : undefined}>
            <Icon name="description" />
            <Text as="span" srOnly={compact ? COMPACT_TEXT : dense ? DENSE_TEXT : undefined}>
              <Trans>Configuration file</Trans>
            </Text>
            <Icon name="expand_more" />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner zIndex={DIALOG_Z_INDEX}>
            <Menu.Content>
              <Menu.Item value="download">
                <Icon name="download" />
                <Trans>Download the appliance's configuration</Trans>
              </Menu.Item>
              {onUpload ? (
                <Menu.Item value="upload">
                  <Icon name="upload_file" />
                  <Trans>Upload a configuration file…</Trans>
                </Menu.Item>
              ) : null}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {onUpload ? (
        <input
          ref={input}
          type="file"
          accept=".xml,text/xml,application/xml"
          aria-label={t`Configuration file to upload`}
          data-testid="configuration-upload-input"
          hidden
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared, so choosing the same file again is seen as a change.
            event.currentTarget.value = '';
            if (file) onUpload(file);
          }}
        />
      ) : null}
      <ErrorText error={download.error} fontSize="sm" />
    </>
  );
}
