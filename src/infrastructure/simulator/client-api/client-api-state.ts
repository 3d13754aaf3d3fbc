import type { CameraView } from './frame-renderer';
import { deriveStreams, type SimulatedStream } from './simulated-streams';

/** Faults a test switches on through `POST /__simulator/client-api/faults`. */
export interface ClientApiFaults {
  /** Delay before every answer of this interface. */
  latencyMs: number;
  /** Every answer is 503. */
  status5xx: boolean;
  /** The next N answers are 503, then the appliance recovers (for opt-in retry). */
  failNextRequests: number;
  /** The next live connection stops sending (but stays open) after this many frames. */
  silenceAfterFrames: number | null;
  /** The next live connection is dropped after this many frames. */
  dropAfterFrames: number | null;
  /** Logs and graphs always answer 202 (to reach the 1000-iteration limit). */
  alwaysPartial: boolean;
  /** Logs and graphs answer this status instead of 200/202 (e.g. 204). */
  longQueryStatus: number | null;
  /** `/api/rights` answers a JSON array. */
  invalidRights: boolean;
  /** `/api/stream` answers `image/jpeg` instead of multipart. */
  notMultipart: boolean;
}

export const NO_FAULTS: ClientApiFaults = {
  latencyMs: 0,
  status5xx: false,
  failNextRequests: 0,
  silenceAfterFrames: null,
  dropAfterFrames: null,
  alwaysPartial: false,
  longQueryStatus: null,
  invalidRights: false,
  notMultipart: false,
};

/** Tunables of the simulated interface (time steps, page sizes), per instance. */
export interface ClientApiSettings {
  /** Inputs toggle on their own this often (since their last write). */
  inputToggleMs: number;
  /** Recorded time: one log entry per this many milliseconds. */
  logStepMs: number;
  logsPerAnswer: number;
  /** One graph sample per this many milliseconds. */
  graphStepMs: number;
  recordsPerAnswer: number;
  /** Application type answered by /api/application (1 server, 22 cloud, 23 basic). */
  applicationType: number;
  productCode: string;
}

export const DEFAULT_SETTINGS: ClientApiSettings = {
  inputToggleMs: 2000,
  logStepMs: 10_000,
  logsPerAnswer: 100,
  graphStepMs: 10_000,
  recordsPerAnswer: 500,
  applicationType: 1,
  productCode: 'VGL1-2345-6789-ABCD-EFGH-IJKL-MNOP',
};

interface IoState {
  value: number;
  since: number;
}

/** What the simulated streaming/query interface remembers between requests. */
export class ClientApiState {
  faults: ClientApiFaults = { ...NO_FAULTS };
  settings: ClientApiSettings;
  streams: SimulatedStream[] = [];
  readonly rights = new Map<string, string[]>();
  readonly views = new Map<string, CameraView>();
  private readonly io = new Map<string, IoState>();
  /** Live and date streams currently open (for leak checks). */
  openStreams = 0;
  connectionsOpened = 0;
  framesSent = 0;
  requests = 0;

  constructor(
    private readonly configuration: () => string,
    private readonly initialSettings: Partial<ClientApiSettings> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.settings = { ...DEFAULT_SETTINGS, ...initialSettings };
    this.reset();
  }

  reset(): void {
    this.faults = { ...NO_FAULTS };
    this.settings = { ...DEFAULT_SETTINGS, ...this.initialSettings };
    this.streams = deriveStreams(this.configuration());
    this.rights.clear();
    this.views.clear();
    this.io.clear();
    const start = this.now();
    this.streams.forEach((stream, index) => {
      this.rights.set(stream.guid, ['live/read', 'consultation', 'ptz/write']);
      if (stream.type === 'video') {
        this.views.set(stream.guid, { pan: 0, tilt: 0, zoom: 0 });
      }
      if (stream.type === 'input' || stream.type === 'output') {
        this.io.set(stream.guid, { value: index % 2, since: start });
      }
    });
  }

  find(guid: string): SimulatedStream | undefined {
    return this.streams.find((stream) => stream.guid === guid);
  }

  rightsDocument(): Record<string, unknown> {
    return Object.fromEntries(
      this.streams.map((stream) => [
        stream.guid,
        {
          type: stream.type,
          name: stream.name,
          parent: stream.parent,
          rights: this.rights.get(stream.guid) ?? [],
          ...(stream.type === 'video' ? { camera: stream.camera } : {}),
          ...(stream.logic === undefined ? {} : { properties: { logic: stream.logic } }),
        },
      ]),
    );
  }

  /** Inputs flip every `inputToggleMs` since their last write; outputs hold their value. */
  readIo(guid: string): { defined: boolean; value: number } | undefined {
    const state = this.io.get(guid);
    const stream = this.find(guid);
    if (!state || !stream) {
      return undefined;
    }
    const flips = stream.type === 'input' ? Math.floor((this.now() - state.since) / this.settings.inputToggleMs) : 0;
    return { defined: true, value: flips % 2 === 0 ? state.value : state.value === 0 ? 1 : 0 };
  }

  writeIo(guid: string, value: number): void {
    this.io.set(guid, { value, since: this.now() });
  }

  /** Consumes one "fail the next request" fault; true when this request must fail. */
  takeFailure(): boolean {
    if (this.faults.status5xx) {
      return true;
    }
    if (this.faults.failNextRequests > 0) {
      this.faults.failNextRequests -= 1;
      return true;
    }
    return false;
  }

  summary(): Record<string, unknown> {
    return {
      openStreams: this.openStreams,
      connectionsOpened: this.connectionsOpened,
      framesSent: this.framesSent,
      requests: this.requests,
      faults: this.faults,
      streams: this.streams.length,
      views: Object.fromEntries(this.views),
    };
  }
}
