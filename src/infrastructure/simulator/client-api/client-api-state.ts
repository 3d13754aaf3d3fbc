import type { Configuration } from '../../../domain/configuration/configuration';
import { FaultRegistry } from '../state/fault-registry';
import { DEFAULT_SETTINGS, type ClientApiSettings } from './client-api-settings';
import type { CameraView } from './frame-renderer';
import { SimulatedLogic } from './simulated-logic';
import { deriveStreams, type SimulatedStream } from './simulated-streams';

/**
 * The rights every stream has until a test changes them
 * (`/__simulator/client-api/rights`); the write right spelled `ptz-write`, as
 * the specification names it for the client library.
 */
const DEFAULT_STREAM_RIGHTS: readonly string[] = ['live/read', 'consultation', 'ptz-write'];

interface IoState {
  value: number;
  since: number;
  /** Set by a write: a connection io then holds the value written instead of its device's simulated connection. */
  written?: boolean;
}

/** FNV-1a: a stable number from a device's guid. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return value;
}

/**
 * Whether the simulated appliance reaches a device: about one device in nine
 * does not answer (its guid's hash), the same ones from one run to the next
 * (the demonstration site's Parking PTZ dome among them), as on a real site
 * where some cameras are unplugged or unreachable.
 */
export function simulatedOffline(deviceId: string): boolean {
  return hash(deviceId) % 9 === 3;
}

/**
 * What the simulated streaming/query interface remembers between requests.
 * Its streams follow the configuration in force: when the document changes
 * (a device posted, a document saved), new streams appear with the default
 * rights and removed ones go, while the others keep their rights, camera
 * view and I/O state.
 */
export class ClientApiState {
  settings: ClientApiSettings;
  readonly rights = new Map<string, string[]>();
  readonly views = new Map<string, CameraView>();
  private readonly io = new Map<string, IoState>();
  #streams: readonly SimulatedStream[] = [];
  /** The configuration the streams were derived from (undefined: derive again). */
  #derivedFrom: Configuration | null | undefined;
  /** The logic controller running on the configuration in force (built when an io is first read or written). */
  #logic: SimulatedLogic | undefined;
  /** Why the logic could not be built for the configuration in force, if it could not. */
  logicError: string | undefined;
  /** Live and date streams currently open (for leak checks). */
  openStreams = 0;
  connectionsOpened = 0;
  framesSent = 0;
  requests = 0;

  constructor(
    private readonly configuration: () => Configuration | null,
    private readonly initialSettings: Partial<ClientApiSettings> = {},
    private readonly now: () => number = Date.now,
    /** Where the logic's alerts, commands and alarms are written as system log lines. */
    private readonly systemEvent?: (level: 'INFO' | 'WARNING', source: string, text: string, time: number) => void,
    /** The appliance's fault registry; this interface reads and resets its `clientApi` area. */
    readonly faults: FaultRegistry = new FaultRegistry(),
  ) {
    this.settings = { ...DEFAULT_SETTINGS, ...initialSettings };
    this.reset();
  }

  /** The streams of the configuration in force (derived again only when it changed). */
  get streams(): readonly SimulatedStream[] {
    const configuration = this.configuration();
    if (configuration !== this.#derivedFrom) {
      this.#derivedFrom = configuration;
      this.#follow(configuration === null ? [] : deriveStreams(configuration));
    }
    return this.#streams;
  }

  reset(): void {
    this.faults.reset('clientApi');
    this.settings = { ...DEFAULT_SETTINGS, ...this.initialSettings };
    this.rights.clear();
    this.views.clear();
    this.io.clear();
    this.#derivedFrom = undefined;
    this.#logic = undefined;
    this.logicError = undefined;
    void this.streams;
  }

  /**
   * The logic of the configuration in force, advanced to now and fed the
   * inputs' current values (docs/simulator.md, "Logic"); a new configuration
   * starts a new run, fed the inputs as they are. Undefined when the
   * configuration cannot be run (logicError says why).
   */
  logic(): SimulatedLogic | undefined {
    const configuration = this.configuration();
    if (configuration === null) return undefined;
    void this.streams;
    if (this.#logic?.source !== configuration) {
      try {
        this.#logic = new SimulatedLogic(configuration, this.now(), this.systemEvent);
        this.logicError = undefined;
      } catch (error) {
        this.#logic = undefined;
        this.logicError = error instanceof Error ? error.message : String(error);
        return undefined;
      }
    }
    const inputs = new Map<string, number>();
    for (const stream of this.#streams) {
      if (stream.type !== 'input') continue;
      const state = this.io.get(stream.guid);
      const value = stream.connection && state ? this.#connection(stream, state) : this.#rawInput(stream.guid);
      if (value !== undefined) inputs.set(stream.guid, value);
    }
    this.#logic.advance(this.now(), inputs);
    return this.#logic;
  }

  #follow(streams: readonly SimulatedStream[]): void {
    const known = new Set(streams.map((stream) => stream.guid));
    for (const map of [this.rights, this.views, this.io]) {
      for (const guid of [...map.keys()]) if (!known.has(guid)) map.delete(guid);
    }
    const start = this.now();
    streams.forEach((stream, index) => {
      if (!this.rights.has(stream.guid)) this.rights.set(stream.guid, [...DEFAULT_STREAM_RIGHTS]);
      if (stream.type === 'video' && !this.views.has(stream.guid)) this.views.set(stream.guid, { pan: 0, tilt: 0, zoom: 0 });
      if ((stream.type === 'input' || stream.type === 'output') && !this.io.has(stream.guid)) this.io.set(stream.guid, { value: index % 2, since: start });
    });
    this.#streams = streams;
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

  /** Forgets what the logic did (outbox, FTP folder, receiver log) and runs it again from now. */
  restartLogic(): void {
    this.#logic = undefined;
    this.logicError = undefined;
  }

  /** A connection io's value: what was last written, else its device's simulated connection (none for a device not driven). */
  #connection(stream: SimulatedStream, state: IoState): number | undefined {
    if (state.written) return state.value;
    if (!stream.connection!.enabled) return undefined;
    return simulatedOffline(stream.connection!.device) ? 0 : 1;
  }

  /** An input's own value now: what was last written, flipped every `inputToggleMs` since. */
  #rawInput(guid: string): number | undefined {
    const state = this.io.get(guid);
    if (!state) return undefined;
    const flips = Math.floor((this.now() - state.since) / this.settings.inputToggleMs);
    return flips % 2 === 0 ? state.value : state.value === 0 ? 1 : 0;
  }

  /**
   * Inputs flip every `inputToggleMs` since their last write; what the logic
   * drives (gate outputs, calendars, links, device outputs wired to a link)
   * reads as the logic has it now; other outputs hold their value.
   */
  readIo(guid: string): { defined: boolean; value: number } | undefined {
    const stream = this.find(guid);
    const state = this.io.get(guid);
    if (!state || !stream) {
      return undefined;
    }
    if (stream.connection) {
      // A device the appliance does not drive has no connection to report.
      const value = this.#connection(stream, state);
      return value === undefined ? { defined: false, value: 0 } : { defined: true, value };
    }
    const driven = this.logic()?.driven(guid);
    if (driven !== undefined) return { defined: true, value: driven };
    return { defined: true, value: stream.type === 'input' ? this.#rawInput(guid)! : state.value };
  }

  /**
   * Writes an io now; an input the logic reads drives its gates at once. A
   * monostable input (flag 32, or a virtual io that is not bistable) written
   * on gives the logic a pulse and reads off again, as a push button does.
   */
  writeIo(guid: string, value: number): void {
    this.io.set(guid, { value, since: this.now(), written: true });
    void this.logic();
    if (value !== 0 && this.find(guid)?.monostable) {
      this.io.set(guid, { value: 0, since: this.now() });
      void this.logic();
    }
  }

  /** Consumes one "fail the next request" fault; true when this request must fail. */
  takeFailure(): boolean {
    if (this.faults.of('clientApi').status5xx) {
      return true;
    }
    return this.faults.take('clientApi', 'failNextRequests') > 0;
  }

  summary(): Record<string, unknown> {
    return {
      openStreams: this.openStreams,
      connectionsOpened: this.connectionsOpened,
      framesSent: this.framesSent,
      requests: this.requests,
      faults: this.faults.of('clientApi'),
      streams: this.streams.length,
      views: Object.fromEntries(this.views),
    };
  }
}
