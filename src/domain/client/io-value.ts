import { ClientError } from './client-errors';

/** The state of an input or output (`/api/readio`, `/api/writeio`). */
export interface IoValue {
  readonly defined: boolean;
  readonly value: number;
}

export function parseIoValue(body: unknown): IoValue {
  if (typeof body !== 'object' || body === null) {
    throw ClientError.invalidResponse('an I/O value must be an object');
  }
  const record = body as Record<string, unknown>;
  const value = typeof record['value'] === 'boolean' ? Number(record['value']) : Number(record['value'] ?? 0);
  return { defined: record['defined'] === true, value: Number.isFinite(value) ? value : 0 };
}

/** A boolean or number is a defined value; an object is taken as it is. */
export function toIoValue(input: IoValue | boolean | number): IoValue {
  if (typeof input === 'object') {
    return { defined: input.defined, value: input.value };
  }
  return { defined: true, value: Number(input) };
}

/**
 * Camera moves sent to `/api/ptz` as `{"commands": [...]}`: relative moves in
 * the camera's normalised range (-1..1 for pan and tilt, -1..1 for zoom steps)
 * and a return to the home position.
 */
export type PtzCommand =
  | { readonly type: 'relative'; readonly pan?: number; readonly tilt?: number; readonly zoom?: number }
  | { readonly type: 'home' };

/** Named moves for the command line and quick scripts. */
export const PTZ_NAMED_COMMANDS: Readonly<Record<string, PtzCommand>> = {
  left: { type: 'relative', pan: -0.1 },
  right: { type: 'relative', pan: 0.1 },
  up: { type: 'relative', tilt: 0.1 },
  down: { type: 'relative', tilt: -0.1 },
  'zoom-in': { type: 'relative', zoom: 0.1 },
  'zoom-out': { type: 'relative', zoom: -0.1 },
  home: { type: 'home' },
};
