import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { formatOffset, parseOffset, parseScenario, ScenarioError, scenarioJson, type LogicScenario } from '../../../application/logic/scenario-file';
import { saveFile } from '../../components/save-file';
import { UserText } from '../../components/user-text';
import { editRow, recordedTimeline, timelineRows, withExpectations, type TimelineRow } from './scenario-timeline';
import { outcomeText, scenarioErrorText } from './scenario-words';
import type { Simulation } from './use-simulation';

/** An offset typed as the scenario file writes it ("90s", "1h30m"); applied when the field is left or Enter is pressed. */
function OffsetField({ value, label, onChange }: { readonly value: number; readonly label: string; readonly onChange: (ms: number) => void }) {
  const [text, setText] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const commit = () => {
    if (text === null) return;
    try {
      onChange(parseOffset(text.trim(), 'at'));
      setText(null);
      setInvalid(false);
    } catch (error) {
      if (!(error instanceof ScenarioError)) throw error;
      setInvalid(true);
    }
  };
  return (
    <Field.Root invalid={invalid} width="7rem">
      <Input size="sm" aria-label={label} value={text ?? formatOffset(value).slice(1)} onChange={(event) => setText(event.target.value)} onBlur={commit} onKeyDown={(event) => event.key === 'Enter' && commit()} />
    </Field.Root>
  );
}

function ValueField({ value, label, onChange }: { readonly value: number; readonly label: string; readonly onChange: (value: number) => void }) {
  const { t } = useLingui();
  const options = value === 0 || value === 1 ? [0, 1] : [0, 1, value];
  return (
    <NativeSelect.Root size="sm" width="6rem">
      <NativeSelect.Field aria-label={label} value={String(value)} onChange={(event) => onChange(Number(event.target.value))}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option === 0 ? t`off (0)` : option === 1 ? t`on (1)` : String(option)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export interface ScenarioTimelineProps {
  readonly simulation: Simulation;
  /** The outputs of the gate selected on the canvas, to expect as they are now. */
  readonly selectedOutputs: readonly string[];
  readonly onMoved: () => void;
}

/**
 * The simulation's timeline: a scenario recorded by setting inputs while
 * the clock runs, edited row by row, with expectations taken from what the
 * selected gate's outputs show; saved as the scenario file `vigil config
 * simulate` runs, or opened from one and replayed with its expectations
 * marked passed or failed.
 */
export function ScenarioTimelinePanel({ simulation: sim, selectedOutputs, onMoved }: ScenarioTimelineProps) {
  const { t, i18n } = useLingui();
  const { simulation } = sim;
  const [timeline, setTimeline] = useState<LogicScenario | null>(null);
  const [error, setError] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const recording = simulation.recorded;
  // While recording, the rows are what has been recorded so far.
  const shown = recording ? recordedTimeline(recording, simulation.now, simulation.names, timeline ?? undefined) : timeline;
  const playing = timeline !== null && simulation.scenario === timeline;

  const replay = (scenario: LogicScenario) => {
    const failure = sim.replay(scenario);
    setError(failure ? scenarioErrorText(i18n, failure) : null);
    onMoved();
  };
  const record = () => {
    if (recording) {
      setTimeline(recordedTimeline(simulation.stopRecording()!, simulation.now, simulation.names, timeline ?? undefined));
    } else {
      simulation.startRecording();
      setTimeline({ start: simulation.now, duration: 0, inputs: [], expectations: [] });
    }
    onMoved();
  };
  const expect = () => {
    const base = shown ?? { start: simulation.now, duration: 0, inputs: [], expectations: [] };
    setTimeline(withExpectations(base, simulation.now, selectedOutputs.map((id) => ({ id, value: simulation.states.get(id) ?? 0 })), simulation.names));
  };
  const edit = (row: TimelineRow, change: Parameters<typeof editRow>[2]) => timeline && setTimeline(editRow(timeline, row, change));
  const open = async (chosen: File) => {
    try {
      const scenario = parseScenario(JSON.parse(await chosen.text()));
      setTimeline(scenario);
      replay(scenario);
    } catch (failure) {
      if (failure instanceof ScenarioError) setError(scenarioErrorText(i18n, failure));
      else if (failure instanceof SyntaxError) setError(t`This file is not a scenario: it is not JSON.`);
      else throw failure;
    }
  };

  const rows = shown ? timelineRows(shown) : [];
  return (
    <Stack gap="2" role="group" aria-label={t`Scenario`} data-testid="scenario-timeline">
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant={recording ? 'solid' : 'outline'} aria-pressed={recording !== undefined} onClick={record}>
          {recording ? <Trans>Stop recording</Trans> : <Trans>Record a scenario</Trans>}
        </Button>
        <Button size="sm" variant="outline" disabled={selectedOutputs.length === 0} onClick={expect}>
          <Trans>Expect the selected gate's outputs now</Trans>
        </Button>
        <Button size="sm" variant="outline" disabled={!timeline || recording !== undefined} onClick={() => timeline && replay(timeline)}>
          <Trans>Replay from its start</Trans>
        </Button>
        <Button size="sm" variant="outline" disabled={!timeline || recording !== undefined} onClick={() => timeline && saveFile(`${JSON.stringify(scenarioJson(timeline), null, 2)}\n`, 'scenario.json', 'application/json')}>
          <Trans>Save as a scenario file</Trans>
        </Button>
        <Button size="sm" variant="outline" disabled={recording !== undefined} onClick={() => file.current?.click()}>
          <Trans>Open a scenario file…</Trans>
        </Button>
        <input
          ref={file}
          type="file"
          accept=".json,application/json"
          aria-label={t`Scenario file to open`}
          data-testid="scenario-open-input"
          hidden
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (chosen) void open(chosen);
          }}
        />
      </HStack>
      {error ? (
        <Text role="alert" color="fg.error">
          {error}
        </Text>
      ) : null}
      {shown ? (
        <Text fontSize="sm" color="fg.muted">
          {recording ? <Trans>Recording: set inputs on their nodes while the clock runs.</Trans> : <Trans>From {new Date(shown.start).toLocaleString(i18n.locale)}, for {formatOffset(shown.duration).slice(1)}.</Trans>}
        </Text>
      ) : null}
      {rows.length > 0 ? (
        <Box maxHeight="12rem" overflowY="auto">
          <ol data-testid="scenario-rows">
            {rows.map((row) => {
              const name = row.kind === 'input' ? row.change.io : row.expectation.kind === 'value' ? row.expectation.io : row.expectation.gate;
              const outcome = row.kind === 'expect' && playing ? simulation.outcomes[row.index] : undefined;
              const value = row.kind === 'input' ? row.change.value : row.expectation.kind === 'value' ? row.expectation.value : undefined;
              return (
                <li key={`${row.kind}-${row.index}`} data-outcome={outcome ? (outcome.ok ? 'passed' : 'failed') : undefined}>
                  <HStack gap="2" wrap="wrap" paddingBlock="1">
                    {recording || (row.kind === 'expect' && row.expectation.kind === 'alert') ? (
                      <Text fontSize="sm" width="7rem">+{formatOffset(row.at).slice(1)}</Text>
                    ) : (
                      <OffsetField value={row.at} label={t`When (from the start): ${name}`} onChange={(at) => edit(row, { at })} />
                    )}
                    <Text fontSize="sm" fontWeight="semibold">{row.kind === 'input' ? <Trans>Set</Trans> : row.expectation.kind === 'value' ? <Trans>Expect</Trans> : row.expectation.fired ? <Trans>Expect the alert</Trans> : <Trans>Expect no alert</Trans>}</Text>
                    <Text fontSize="sm"><UserText>{name}</UserText></Text>
                    {value !== undefined && !recording ? <ValueField value={value} label={t`Value: ${name}`} onChange={(next) => edit(row, { value: next })} /> : value !== undefined ? <Text fontSize="sm">{value}</Text> : null}
                    {outcome && row.kind === 'expect' ? (
                      <Text fontSize="sm" color={outcome.ok ? 'fg.success' : 'fg.error'} data-testid="scenario-outcome">
                        {outcome.ok ? '✓' : '✗'} {outcomeText(i18n, row.expectation, outcome, shown!.start)}
                      </Text>
                    ) : null}
                    {recording ? null : (
                      <Button size="xs" variant="ghost" onClick={() => edit(row, 'remove')} aria-label={t`Remove: ${name}`}>
                        <Trans>Remove</Trans>
                      </Button>
                    )}
                  </HStack>
                </li>
              );
            })}
          </ol>
        </Box>
      ) : null}
    </Stack>
  );
}
