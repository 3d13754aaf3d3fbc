import { Box, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { LogicSimulation, type SimulationTraceEntry } from '../../../application/logic/logic-simulation';
import type { Configuration } from '../../../domain/configuration/configuration';
import type { AlertRecipient, EngineNote } from '../../../domain/configuration/controller/engine/engine-facts';
import { gateTypeName } from './gate-type-names';
import { formatDateTime, formatNumber } from '../../i18n/locale-formats';

/** How each alert channel is named beside a recipient in the trace. */
const CHANNEL_NAMES: Readonly<Record<AlertRecipient['channel'], MessageDescriptor>> = {
  mail: msg`mail`,
  sms: msg`SMS`,
  notification: msg`notification`,
  ftp: msg`FTP`,
  monitoring: msg`alarm monitoring`,
};

const SIMULATION_SPEEDS = [1, 10, 100, 1000, 10_000] as const;
/** How often the clock moves while playing (wall-clock ms); each tick advances tick × speed of simulated time. */
const TICK_MS = 250;

export interface Simulation {
  readonly simulation: LogicSimulation;
  /** Changes whenever the simulation moved, so views recompute. */
  readonly version: number;
  /** Sets an input of the simulation to its opposite; false (nothing done) for an io the simulation does not drive as an input. */
  toggle(guid: string): boolean;
}

/**
 * The simulate mode's state: the draft's logic on a virtual clock starting
 * now, run again from the same virtual time when the draft changes. The
 * appliance is not involved.
 */
export function useSimulation(draft: Configuration, on: boolean): Simulation | null {
  const [simulation, setSimulation] = useState<LogicSimulation | null>(null);
  const [version, setVersion] = useState(0);
  // Adjusted while rendering (React's pattern for state derived from props): on, off, or the draft changed.
  if (!on && simulation) setSimulation(null);
  if (on && simulation?.configuration !== draft) setSimulation(new LogicSimulation(draft, simulation?.now ?? startTime()));
  const toggle = useCallback(
    (guid: string) => {
      if (!simulation?.isInput(guid)) return false;
      simulation.toggle(guid);
      setVersion((value) => value + 1);
      return true;
    },
    [simulation],
  );
  return useMemo(() => (simulation ? { simulation, version, toggle } : null), [simulation, version, toggle]);
}

/** Where a new simulation starts: the wall clock now. */
function startTime(): number {
  return Date.now();
}

/** The simulated clock in the reader's language: '11/28/26, 2:05:30 PM', '28/11/2026 14:05:30'. */
function clockText(ms: number, locale: string): string {
  return formatDateTime(ms, locale);
}

/** The clock's controls and the trace of what changed and which alerts would fire. */
export function SimulationPanel({ simulation, onMoved }: { readonly simulation: LogicSimulation; readonly onMoved: () => void }) {
  const { t, i18n } = useLingui();
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  const [note, setNote] = useState<string | null>(null);
  const [behind, setBehind] = useState(false);
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      // At most half of each tick computing: on a large site at a high speed the clock falls behind, the page stays responsive.
      const wanted = TICK_MS * speed;
      const done = simulation.advanceWithin(wanted, TICK_MS / 2, () => performance.now());
      setBehind(done < wanted);
      onMoved();
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [playing, speed, simulation, onMoved]);

  // Why a gate does nothing or a parameter is ignored, in the page's language (the command line says it in English).
  const describeNote = (note: EngineNote): string => {
    switch (note.reason) {
      case 'unknown-type': {
        const { gateType } = note;
        return t`unknown gate type “${gateType}”: it does nothing, its outputs stay off`;
      }
      case 'unknown-operator': {
        const { operators, known } = note;
        return t`unknown operator ${operators} (known: ${known}): the gate does nothing, its outputs stay off`;
      }
      case 'unknown-parameter': {
        const { parameter } = note;
        return t`the template's parameter “${parameter}” names no setting of this gate: ignored`;
      }
      case 'parameter-not-a-number': {
        const { parameter, value } = note;
        return t`the template's parameter “${parameter}” is not a number (${value}): ignored`;
      }
    }
  };
  const describe = (entry: SimulationTraceEntry): string => {
    switch (entry.kind) {
      case 'change':
        return t`${entry.name} = ${entry.value}`;
      case 'alert': {
        // The gate type in words, as the palette and the inspector name it; the channel of each recipient too.
        const type = gateTypeName(i18n, entry.type);
        const to = entry.recipients.map((recipient) => `${recipient.name || recipient.id} (${i18n._(CHANNEL_NAMES[recipient.channel])})`).join(', ');
        return to === '' ? t`${type} “${entry.gateName}”, to nobody` : t`${type} “${entry.gateName}” to ${to}`;
      }
      case 'alert-end':
        return t`Alert ended: “${entry.gateName}”`;
      case 'command':
        return t`Command “${entry.gateName}”: ${entry.command}`;
      case 'alarm':
        return t`Alarm “${entry.gateName}”`;
      case 'report':
        return t`“${entry.gateName}”: ${describeNote(entry.note)}`;
      case 'oscillation':
        return t`“${entry.gateName}” oscillates: a loop through no stateful gate`;
    }
  };
  const recent = simulation.trace.slice(-40).reverse();

  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" padding="3" data-testid="simulation-panel" aria-label={t`Simulation`} role="region">
      <Text fontWeight="semibold">
        <Trans>Simulation of the draft — the appliance is not involved</Trans>
      </Text>
      <Text role="status" aria-live="polite" data-testid="simulation-clock">
        <Trans>Simulated time: {clockText(simulation.now, i18n.locale)}</Trans>
      </Text>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" onClick={() => setPlaying((value) => !value)}>
          {playing ? <Trans>Pause</Trans> : <Trans>Play</Trans>}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            simulation.advance(1000);
            onMoved();
          }}
        >
          <Trans>Step 1 s</Trans>
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setNote(simulation.nextBoundary() ? null : t`No calendar will change.`);
            onMoved();
          }}
        >
          <Trans>Next calendar boundary</Trans>
        </Button>
        <NativeSelect.Root size="sm" width="8rem">
          <NativeSelect.Field aria-label={t`Speed`} value={String(speed)} onChange={(event) => setSpeed(Number(event.currentTarget.value))}>
            {SIMULATION_SPEEDS.map((value) => (
              <option key={value} value={value}>
                ×{formatNumber(value, i18n.locale)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {note ? <Text color="fg.muted">{note}</Text> : null}
      {playing && behind ? (
        <Text color="fg.muted">
          <Trans>This site is too large for this speed: the simulated clock runs slower.</Trans>
        </Text>
      ) : null}
      <Text fontSize="sm" color="fg.muted">
        <Trans>Toggle an input on its node; values show on every port and wire.</Trans>
      </Text>
      <Box maxHeight="14rem" overflowY="auto" tabIndex={0} aria-label={t`Simulation trace`}>
        <ol data-testid="simulation-trace">
          {recent.map((entry, index) => (
            <li key={`${entry.at}-${simulation.trace.length - index}`}>
              <Text as="span" fontSize="sm">
                {clockText(entry.at, i18n.locale)} {describe(entry)}
              </Text>
            </li>
          ))}
        </ol>
      </Box>
    </Stack>
  );
}
