/** A video stream of the appliance the signed-in account may watch. */
export interface LiveCamera {
  readonly guid: string;
  readonly name: string;
  /** The device (configuration id) the stream belongs to, when the appliance says. */
  readonly deviceId: string | null;
  /** The camera accepts pan/tilt/zoom moves. */
  readonly movable: boolean;
  /** The account holds the write right (ptz-write) on this stream. */
  readonly canWrite: boolean;
}

/** One picture: a live frame or a snapshot. */
export interface LiveImage {
  readonly bytes: Uint8Array;
  readonly contentType: string;
}

/** A test move: a relative step (pan, tilt, zoom in -1..1) or back home. */
export type CameraMove =
  | { readonly type: 'relative'; readonly pan?: number; readonly tilt?: number; readonly zoom?: number }
  | { readonly type: 'home' };

/** 'no-rights': refused for want of the write right ('no rights to write'), nothing was sent or the appliance refused. */
export type MoveOutcome = 'moved' | 'no-rights';

/**
 * The appliance's streaming interface as the console uses it (the client
 * library, signed in with the session's credentials): the streams, live
 * frames, snapshots and camera moves.
 */
export interface LiveVideoPort {
  /** The video streams as the appliance lists them now (rights fetched again). */
  cameras(signal?: AbortSignal): Promise<readonly LiveCamera[]>;
  /** Live frames until the signal aborts (the connection is then closed). */
  frames(guid: string, signal: AbortSignal): AsyncIterable<LiveImage>;
  snapshot(guid: string, signal?: AbortSignal): Promise<LiveImage>;
  move(guid: string, move: CameraMove): Promise<MoveOutcome>;
  /** Forgets the connection (sign-out, other credentials). */
  disconnect(): void;
}
