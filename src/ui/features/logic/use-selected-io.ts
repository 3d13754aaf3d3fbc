import { useMemo } from 'react';
import type { Configuration } from '../../../domain/configuration/configuration';
import { ioPlaces, type IoPlace } from '../../../domain/configuration/io-places';

/** The io of the configuration selected alone on the canvas (not a gate's output), with its model path; undefined otherwise. */
export function useSelectedIo(draft: Configuration, selected: ReadonlySet<string>, noGate: boolean): IoPlace | undefined {
  const id = noGate && selected.size === 1 ? [...selected][0] : undefined;
  return useMemo(() => (id === undefined ? undefined : ioPlaces(draft).find((place) => !place.gateOutput && place.io.id === id)), [draft, id]);
}
