import { Box, Button, Checkbox, Field, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { CommandResult } from '../../../application/ports/command.port';
import { saveFile } from '../../components/save-file';
import { formFieldTexts } from '../../i18n/error-text';
import { usePreferences } from '../../preferences-context';
import { useServices } from '../../services-context';
import { PageHeading } from '../../configuration/page-heading';
import { ReadOnlyNote } from '../../components/read-only-note';
import { useReadOnly } from '../../components/use-read-only';
import { ErrorText } from '../../components/alert-text';

/**
 * Runs a command on the appliance (`POST /api/command`). Experts may detach
 * it (start without waiting) or ask for binary output, offered as a download.
 */
export function CommandPage() {
  const readOnly = useReadOnly();
  const { operations } = useServices();
  const { expertMode } = usePreferences();
  const { t, i18n } = useLingui();
  const [command, setCommand] = useState('');
  const [args, setArgs] = useState('');
  const [detach, setDetach] = useState(false);
  const [binary, setBinary] = useState(false);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<CommandResult>();
  const [commandProblem, setCommandProblem] = useState<string>();
  const [error, setError] = useState<unknown>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (running) return;
    setRunning(true);
    setError(null);
    setCommandProblem(undefined);
    try {
      setResult(await operations.runCommand.execute({ command, arguments: args, detach: expertMode && detach, binary: expertMode && binary }));
    } catch (failure) {
      const problem = formFieldTexts<'command'>(i18n, failure)?.command;
      if (problem) setCommandProblem(problem);
      else setError(failure);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Stack gap="5" maxW="5xl">
      <PageHeading />
      <Text color="fg.muted">
        <Trans>Runs a command on the appliance and shows what it printed and its exit code.</Trans>
      </Text>
      {/* A command may change anything on the appliance: a viewer runs none. */}
      {readOnly ? <ReadOnlyNote /> : null}
      <form onSubmit={(event) => void submit(event)} noValidate hidden={readOnly}>
        <Stack gap="4">
          <Wrap gap="4" align="start">
            <Field.Root required invalid={commandProblem !== undefined} maxW="xs">
              <Field.Label>
                <Trans>Command</Trans>
              </Field.Label>
              <Input name="command" value={command} onChange={(event) => setCommand(event.target.value)} placeholder="ping" autoComplete="off" spellCheck={false} fontFamily="mono" />
              <Field.ErrorText>{commandProblem ?? null}</Field.ErrorText>
            </Field.Root>
            <Field.Root flex="1" minW="xs">
              <Field.Label>
                <Trans>Arguments</Trans>
              </Field.Label>
              <Input name="arguments" value={args} onChange={(event) => setArgs(event.target.value)} placeholder="-c 4 192.168.1.1" autoComplete="off" spellCheck={false} fontFamily="mono" />
              <Field.HelperText>
                <Trans>Separated by spaces; quote an argument that contains spaces.</Trans>
              </Field.HelperText>
            </Field.Root>
          </Wrap>
          {expertMode && (
            <HStack gap="6">
              <Checkbox.Root checked={detach} onCheckedChange={(details) => setDetach(details.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  <Trans>Detach (do not wait for the end)</Trans>
                </Checkbox.Label>
              </Checkbox.Root>
              <Checkbox.Root checked={binary} disabled={detach} onCheckedChange={(details) => setBinary(details.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  <Trans>Binary output (download)</Trans>
                </Checkbox.Label>
              </Checkbox.Root>
            </HStack>
          )}
          <HStack>
            <Button type="submit" colorPalette="primary" loading={running} loadingText={t`Running…`}>
              <Trans>Run</Trans>
            </Button>
          </HStack>
        </Stack>
      </form>
      <ErrorText error={error} />
      {result && <CommandOutput result={result} />}
    </Stack>
  );
}

function CommandOutput({ result }: { readonly result: CommandResult }) {
  const { t } = useLingui();
  if (result.kind === 'detached') {
    return (
      <Text role="status" data-testid="command-result">
        <Trans>The command was started and runs on its own.</Trans>
      </Text>
    );
  }
  if (result.kind === 'binary') {
    const size = result.bytes.byteLength;
    return (
      <Stack gap="2" data-testid="command-result" data-exit-code={result.code}>
        <Text role="status">
          <Trans>
            Exit code {result.code}; {size} bytes of output.
          </Trans>
        </Text>
        <HStack>
          <Button variant="outline" onClick={() => saveFile(result.bytes, result.fileName, 'application/octet-stream')}>
            <Trans>Download the output</Trans>
          </Button>
        </HStack>
      </Stack>
    );
  }
  return (
    <Stack gap="2" data-testid="command-result" data-exit-code={result.code}>
      <Text role="status" color={result.code === 0 ? 'fg' : 'fg.error'}>
        <Trans>Exit code {result.code}</Trans>
      </Text>
      <Box as="pre" data-testid="command-output" tabIndex={0} aria-label={t`Output of the command`} p="3" borderWidth="1px" rounded="md" maxH="60vh" overflow="auto" fontSize="sm" whiteSpace="pre-wrap">
        {result.output}
      </Box>
      <HStack>
        <Button variant="outline" size="sm" onClick={() => saveFile(result.output, 'command-output.txt', 'text/plain;charset=utf-8')}>
          <Trans>Download the output</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
