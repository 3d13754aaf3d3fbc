import { Box, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { createMaskZone, type MaskZone } from '../../../domain/configuration/analysis/mask';
import { dragZone, MIN_ZONE_SIZE, zoneAfterKey, zoneFromCorners, type ZoneGrip } from '../../../domain/configuration/analysis/mask-geometry';
import { useReadOnly } from '../../components/use-read-only';
import { zoneSummary } from './zone-text';

/** A change of the zones, named for the history (one change = one workspace edit). */
export type ZonesChange = (zones: readonly MaskZone[], action: 'draw' | 'move' | 'resize' | 'add' | 'delete') => void;

type Drag =
  | { kind: 'draw'; from: { x: number; y: number }; to: { x: number; y: number } }
  | { kind: 'zone'; index: number; grip: ZoneGrip; origin: { x: number; y: number }; start: MaskZone; now: MaskZone };

const percent = (value: number) => `${value * 100}%`;

/**
 * The mask drawn over the picture. Mouse: drag on the picture draws a zone,
 * drag a zone moves it, drag its corner handle resizes it. Keyboard: the
 * surface takes Insert (or N) to add a zone; a focused zone moves with the
 * arrows, grows or shrinks with Shift+arrows (Alt: finer steps), Delete
 * removes it, Escape goes back to the surface. A gesture is one change.
 */
export function MaskSurface({ zones, onChange, imageUrl, label }: { zones: readonly MaskZone[]; onChange: ZonesChange; imageUrl: string | undefined; label: string }) {
  const { t, i18n } = useLingui();
  const readOnly = useReadOnly();
  const help = useId();
  const surface = useRef<HTMLDivElement>(null);
  const zoneRefs = useRef<(HTMLDivElement | null)[]>([]);
  const [drag, setDrag] = useState<Drag | null>(null);
  // The zone to focus once the change is rendered (-1: the surface): the new, moved or next zone.
  const focusNext = useRef<number | null>(null);
  const setFocusNext = (index: number) => {
    focusNext.current = index;
  };

  useEffect(() => {
    const index = focusNext.current;
    if (index === null) return;
    focusNext.current = null;
    if (index < 0) surface.current?.focus();
    else zoneRefs.current[index]?.focus();
  }, [zones]);

  const point = (event: PointerEvent): { x: number; y: number } => {
    const rect = surface.current!.getBoundingClientRect();
    return { x: (event.clientX - rect.left) / rect.width, y: (event.clientY - rect.top) / rect.height };
  };

  const onSurfacePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // A console that may only read shows the zones; no gesture changes them.
    if (readOnly || event.button !== 0) return;
    const at = point(event);
    const zoneElement = (event.target as HTMLElement).closest<HTMLElement>('[data-zone-index]');
    surface.current!.setPointerCapture(event.pointerId);
    // No text selection nor default focus handling: the focus goes explicitly to what was grabbed.
    event.preventDefault();
    if (zoneElement) {
      const index = Number(zoneElement.dataset['zoneIndex']);
      const grip: ZoneGrip = (event.target as HTMLElement).dataset['grip'] === 'resize' ? 'resize' : 'move';
      zoneElement.focus();
      setDrag({ kind: 'zone', index, grip, origin: at, start: zones[index]!, now: zones[index]! });
    } else {
      surface.current!.focus();
      setDrag({ kind: 'draw', from: at, to: at });
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const at = point(event);
    if (drag.kind === 'draw') setDrag({ ...drag, to: at });
    else setDrag({ ...drag, now: dragZone(drag.start, drag.grip, at.x - drag.origin.x, at.y - drag.origin.y) });
  };

  const onPointerUp = () => {
    if (!drag) return;
    setDrag(null);
    if (drag.kind === 'draw') {
      // A click (no drag) only takes the focus: it must not leave a tiny zone behind.
      if (Math.abs(drag.to.x - drag.from.x) < MIN_ZONE_SIZE && Math.abs(drag.to.y - drag.from.y) < MIN_ZONE_SIZE) return;
      onChange([...zones, zoneFromCorners(drag.from, drag.to)], 'draw');
      setFocusNext(zones.length);
    } else if (drag.now !== drag.start) {
      onChange(zones.with(drag.index, drag.now), drag.grip);
      setFocusNext(drag.index);
    }
  };

  const onSurfaceKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (readOnly || event.target !== surface.current || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Insert' || event.key === 'n' || event.key === 'N') {
      event.preventDefault();
      onChange([...zones, createMaskZone()], 'add');
      setFocusNext(zones.length);
    }
  };

  const onZoneKeyDown = (index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey) return;
    const zone = zones[index]!;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onChange(zones.filter((_, each) => each !== index), 'delete');
      setFocusNext(zones.length > 1 ? Math.min(index, zones.length - 2) : -1);
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      surface.current?.focus();
      return;
    }
    const changed = zoneAfterKey(zone, event.key, { shift: event.shiftKey, alt: event.altKey });
    if (!changed) return;
    event.preventDefault();
    event.stopPropagation();
    if (changed.rectLeft !== zone.rectLeft || changed.rectTop !== zone.rectTop || changed.rectRight !== zone.rectRight || changed.rectBottom !== zone.rectBottom) {
      onChange(zones.with(index, changed), event.shiftKey ? 'resize' : 'move');
    }
  };

  const shown = drag?.kind === 'zone' ? zones.with(drag.index, drag.now) : zones;
  const drawing = drag?.kind === 'draw' ? zoneFromCorners(drag.from, drag.to) : null;

  return (
    <Box>
      <Box
        ref={surface}
        role="group"
        aria-label={label}
        aria-describedby={help}
        tabIndex={0}
        data-testid="mask-surface"
        position="relative"
        aspectRatio={4 / 3}
        maxW="40rem"
        bg="gray.700"
        backgroundImage={imageUrl ? `url("${imageUrl}")` : undefined}
        backgroundSize="100% 100%"
        borderRadius="md"
        cursor="crosshair"
        touchAction="none"
        userSelect="none"
        outline="none"
        _focusVisible={{ boxShadow: '0 0 0 3px var(--chakra-colors-color-palette-focus-ring, #8b9cff)' }}
        onPointerDown={onSurfacePointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDrag(null)}
        onKeyDown={onSurfaceKeyDown}
      >
        {shown.map((zone, index) => (
          <Box
            key={index}
            ref={(element: HTMLDivElement | null) => {
              zoneRefs.current[index] = element;
            }}
            data-zone-index={index}
            data-testid="mask-zone"
            role="button"
            tabIndex={0}
            aria-label={zoneSummary(i18n, index, zone)}
            aria-roledescription={t`mask zone`}
            position="absolute"
            left={percent(zone.rectLeft)}
            top={percent(zone.rectTop)}
            width={percent(zone.rectRight - zone.rectLeft)}
            height={percent(zone.rectBottom - zone.rectTop)}
            border="2px solid"
            borderColor="orange.300"
            bg={`rgba(255, 140, 0, ${0.15 + (zone.mask / 255) * 0.3})`}
            cursor="move"
            outline="none"
            _focusVisible={{ borderColor: 'white', boxShadow: '0 0 0 3px black, 0 0 0 5px white' }}
            onKeyDown={onZoneKeyDown(index)}
          >
            <Text fontSize="xs" color="white" px="1" textShadow="0 0 2px black" aria-hidden="true">
              {index + 1}
            </Text>
            <Box data-grip="resize" position="absolute" right="-6px" bottom="-6px" w="12px" h="12px" bg="white" border="2px solid" borderColor="orange.500" cursor="nwse-resize" aria-hidden="true" />
          </Box>
        ))}
        {drawing ? (
          <Box position="absolute" left={percent(drawing.rectLeft)} top={percent(drawing.rectTop)} width={percent(drawing.rectRight - drawing.rectLeft)} height={percent(drawing.rectBottom - drawing.rectTop)} border="2px dashed white" pointerEvents="none" />
        ) : null}
      </Box>
      <Text id={help} fontSize="sm" color="fg.muted" mt="2">
        <Trans>
          Draw a zone by dragging on the picture; drag a zone to move it, its corner to resize it. From the keyboard: Insert or N on the picture adds a zone; on a zone, the
          arrows move it, Shift+arrows resize it (Alt for finer steps), Delete removes it.
        </Trans>
      </Text>
    </Box>
  );
}
