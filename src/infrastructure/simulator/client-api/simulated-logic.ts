import type { Configuration } from '../../../domain/configuration/configuration';
import type { EngineFact } from '../../../domain/configuration/controller/engine/engine-facts';
import { LogicEngine } from '../../../domain/configuration/controller/engine/logic-engine';

/** A mail (and its SMS) an alert-mail gate sent, as the simulated appliance's outbox keeps it. */
export interface OutboxMail {
  readonly at: string;
  readonly gateId: string;
  readonly gate: string;
  readonly subject: string;
  readonly message: string;
  /** Every contact of the message, with the channels it was sent on. */
  readonly contacts: readonly { readonly id: string; readonly name: string; readonly mail?: string; readonly sms?: string; readonly notification?: boolean }[];
  /** The phone numbers the SMS went to. */
  readonly sms: readonly string[];
  readonly video?: { readonly videoIdentifier: string; readonly from: string; readonly to: string };
}

/** A file an alert-ftp gate would have put on its FTP client. */
export interface FtpFile {
  readonly at: string;
  readonly gateId: string;
  readonly gate: string;
  readonly ftpClientId: string;
  readonly ftpClient: string;
  readonly directory: string;
  readonly filename: string;
}

/** What an alarm-monitoring receiver was sent: the set code when an alert starts, the reset code when it ends. */
export interface ReceiverEvent {
  readonly at: string;
  readonly gateId: string;
  readonly gate: string;
  readonly event: 'set' | 'reset';
  readonly monitorId: string;
  readonly monitor: string;
  readonly zone: string;
  readonly code: string;
}

/** Kept per list: the oldest entries go first. */
const KEEP = 1000;

function keep<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > KEEP) list.splice(0, list.length - KEEP);
}

const iso = (ms: number): string => new Date(ms).toISOString();

/** What the system log says of a fact; undefined for the notes given at start (unknown gates), which are not events. */
function logLine(fact: EngineFact): { level: 'INFO' | 'WARNING'; text: string } | undefined {
  switch (fact.kind) {
    case 'alert': {
      const names = [...new Set(fact.recipients.map((recipient) => recipient.name || recipient.id))];
      const what = fact.type === 'alert-mail' ? 'mail sent' : fact.type === 'alert-ftp' ? `file ${fact.details.filename ?? ''} put` : `zone ${fact.details.zone ?? ''} set`;
      return names.length === 0
        ? { level: 'WARNING', text: `alert ${fact.gateName}: ${what} to nobody (no recipient)` }
        : { level: 'INFO', text: `alert ${fact.gateName}: ${what} to ${names.length} ${fact.type === 'alert-mail' ? 'contact' : 'recipient'}${names.length === 1 ? '' : 's'} (${names.join(', ')})` };
    }
    case 'alert-end':
      return { level: 'INFO', text: `alert ${fact.gateName}: ended` };
    case 'command':
      return { level: 'INFO', text: `command ${fact.gateName}: ${fact.command} ${fact.arguments}`.trimEnd() };
    case 'alarm':
      return { level: 'WARNING', text: `alarm ${fact.gateName}${fact.message ? `: ${fact.message}` : ''}` };
    case 'oscillation':
      return { level: 'WARNING', text: `gate ${fact.gateName}: oscillates (a loop through no stateful gate)` };
    default:
      return undefined;
  }
}

/**
 * The logic controller of the configuration in force, run by the simulated
 * appliance on the wall clock: its gate engine (docs/logic-semantics.md),
 * advanced to "now" whenever anything is asked, so alerts carry the time they
 * fired even when read later. Alerts land in an outbox (mail and SMS), an FTP
 * folder and a receiver log; nothing leaves the simulator.
 */
export class SimulatedLogic {
  readonly engine: LogicEngine;
  readonly outbox: OutboxMail[] = [];
  readonly ftpFolder: FtpFile[] = [];
  readonly receiverLog: ReceiverEvent[] = [];
  /** Commands, alarms, notes on gates the engine does not run. */
  readonly events: (EngineFact & { readonly time: string })[] = [];
  /** What was last written to each input the logic reads (raw, before a normally closed inversion). */
  private readonly fed = new Map<string, number>();

  constructor(
    private readonly configuration: Configuration,
    start: number,
    /** The appliance's system log: one line per alert sent, alert ended, command, alarm. */
    private readonly log: (level: 'INFO' | 'WARNING', source: string, text: string, time: number) => void = () => undefined,
  ) {
    this.engine = new LogicEngine(configuration, { start, trace: false });
    this.collect();
  }

  /**
   * The signals the logic drives (gate outputs, calendars, links, device
   * outputs wired to a link): their value; undefined for the rest. The
   * controller's io0, io1 and io0a are constants to the logic but stay
   * streams of their own to the client interface (as the appliance lets them
   * be written).
   */
  driven(guid: string): number | undefined {
    const signal = this.engine.signalById(guid);
    if (!signal || signal.driver === 'input' || signal.driver === 'none' || signal.driver === 'constant') return undefined;
    return this.engine.value(guid);
  }

  isInput(guid: string): boolean {
    return this.engine.signalById(guid)?.driver === 'input';
  }

  /** Moves the logic to `now`, then gives it the inputs that changed (`inputs`: guid → raw value now). */
  advance(now: number, inputs: ReadonlyMap<string, number> = new Map()): void {
    if (now > this.engine.now) this.engine.step(now);
    for (const [guid, value] of inputs) {
      if (this.fed.get(guid) === value || !this.isInput(guid)) continue;
      this.fed.set(guid, value);
      this.engine.setInput(guid, value);
    }
    this.collect();
  }

  private collect(): void {
    const { facts } = this.engine.drain();
    for (const fact of facts) {
      const line = logLine(fact);
      if (line) this.log(line.level, 'gate', line.text, fact.at);
      if (fact.kind === 'alert') this.deliver(fact);
      else if (fact.kind === 'alert-end') {
        if (fact.type === 'alert-monitoring') this.receiverEnd(fact);
      } else keep(this.events, { ...fact, time: iso(fact.at) });
    }
  }

  private deliver(fact: Extract<EngineFact, { kind: 'alert' }>): void {
    const base = { at: iso(fact.at), gateId: fact.gateId, gate: fact.gateName };
    if (fact.type === 'alert-mail') {
      const contacts = new Map<string, { id: string; name: string; mail?: string; sms?: string; notification?: boolean }>();
      for (const recipient of fact.recipients) {
        const contact = contacts.get(recipient.id) ?? { id: recipient.id, name: recipient.name };
        if (recipient.channel === 'mail') contact.mail = recipient.address;
        if (recipient.channel === 'sms') contact.sms = recipient.address;
        if (recipient.channel === 'notification') contact.notification = true;
        contacts.set(recipient.id, contact);
      }
      const recording = fact.recording;
      keep(this.outbox, {
        ...base, subject: fact.subject, message: fact.message, contacts: [...contacts.values()],
        sms: fact.recipients.filter((recipient) => recipient.channel === 'sms').map((recipient) => recipient.address),
        ...(recording ? { video: { videoIdentifier: recording.videoIdentifier, from: iso(recording.from), to: iso(recording.to) } } : {}),
      });
    } else if (fact.type === 'alert-ftp') {
      const client = fact.recipients[0];
      keep(this.ftpFolder, { ...base, ftpClientId: client?.id ?? '', ftpClient: client?.name ?? '', directory: fact.details.directory ?? '', filename: fact.details.filename ?? '' });
    } else {
      const monitor = fact.recipients[0];
      keep(this.receiverLog, { ...base, event: 'set', monitorId: monitor?.id ?? '', monitor: monitor?.name ?? '', zone: fact.details.zone ?? '', code: fact.details.set ?? '' });
    }
  }

  private receiverEnd(fact: Extract<EngineFact, { kind: 'alert-end' }>): void {
    const started = [...this.receiverLog].reverse().find((event) => event.gateId === fact.gateId);
    keep(this.receiverLog, {
      at: iso(fact.at), gateId: fact.gateId, gate: fact.gateName, event: 'reset', monitorId: started?.monitorId ?? '', monitor: started?.monitor ?? '', zone: fact.details.zone ?? '', code: fact.details.reset ?? '',
    });
  }

  /** The configuration this logic runs. */
  get source(): Configuration {
    return this.configuration;
  }
}
