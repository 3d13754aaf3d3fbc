import { Box, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import type { LogicSimulation } from '../../../application/logic/logic-simulation';
import { traceText } from './simulation-words';
import { formatDateTime, formatNumber } from '../../i18n/locale-formats';

const SIMULATION_SPEEDS = [1, 10, 100, 1000, 10_000] as const;
/** How often the clock moves while playing (wall-clock ms); each tick advances tick × speed of simulated time. */
const TICK_MS = 250;

/** The simulated clock in the reader's language: '11/28/26, 2:05:30 PM', '28/11/2026 14:05:30'. */
function clockText(ms: number, locale: string): string {
  return formatDateTime(ms, locale);
}

/** The clock's controls, the scenario's timeline (`children`) and the trace of what changed and which alerts would fire. */
export function SimulationPanel({ simulation, onMoved, children }: { readonly simulation: LogicSimulation; readonly onMoved: () => void; readonly children?: ReactNode }) {
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
      {children}
      <Box maxHeight="14rem" overflowY="auto" tabIndex={0} aria-label={t`Simulation trace`}>
        <ol data-testid="simulation-trace">
          {recent.map((entry, index) => (
            <li key={`${entry.at}-${simulation.trace.length - index}`}>
              <Text as="span" fontSize="sm">
                {clockText(entry.at, i18n.locale)} {traceText(i18n, entry, simulation.names)}
              </Text>
            </li>
          ))}
        </ol>
      </Box>
    </Stack>
  );
}
