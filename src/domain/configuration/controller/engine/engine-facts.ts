import type { Guid } from '../../guid';

/** A signal's value: 0 or 1 for an on/off signal, any number for an analogue one. */
export type SignalValue = number;

/** One change of a signal, at a time of the engine's clock (ms since the epoch). */
export interface SignalChange {
  readonly at: number;
  /** The io's guid (a gate output, a device input, a calendar's io, a link). */
  readonly id: Guid;
  readonly name: string;
  readonly value: SignalValue;
}

/** Who an alert goes to, by channel. */
export interface AlertRecipient {
  readonly channel: 'mail' | 'sms' | 'notification' | 'ftp' | 'monitoring';
  /** The contact's, FTP client's or alarm receiver's guid. */
  readonly id: Guid;
  /** Its name in the configuration; '' when it is not there (a dangling reference). */
  readonly name: string;
  /** The address used: a contact's mail or phone, an FTP client's address, a receiver's address. */
  readonly address: string;
}

/** The video an alert records: `from` = the alert minus the pre-buffer, `to` = plus the post-buffer. */
export interface AlertRecording {
  readonly videoIdentifier: Guid;
  readonly from: number;
  readonly to: number;
  /** Images per second of an alert sent as images (the gate's `frequency`). */
  readonly frequency: number;
}

/** What the logic did that reaches outside it: an alert, its end, a command, an alarm, a problem. */
export type EngineFact =
  | {
    readonly kind: 'alert';
    readonly at: number;
    readonly gateId: Guid;
    readonly gateName: string;
    /** The alert gate's type (`alert-mail`, `alert-ftp`, `alert-monitoring`). */
    readonly type: string;
    readonly recipients: readonly AlertRecipient[];
    readonly subject: string;
    readonly message: string;
    /** alert-ftp: where the file goes; alert-monitoring: the zone and the set code. */
    readonly details: Readonly<Record<string, string>>;
    readonly recording: AlertRecording | undefined;
  }
  | { readonly kind: 'alert-end'; readonly at: number; readonly gateId: Guid; readonly gateName: string; readonly type: string; readonly details: Readonly<Record<string, string>> }
  | { readonly kind: 'command'; readonly at: number; readonly gateId: Guid; readonly gateName: string; readonly command: string; readonly arguments: string }
  | { readonly kind: 'alarm'; readonly at: number; readonly gateId: Guid; readonly gateName: string; readonly message: string }
  /** A gate the engine does not run (unknown type, unknown operator) or a parameter it ignores: said once, at start. */
  | { readonly kind: 'report'; readonly at: number; readonly gateId: Guid; readonly gateName: string; readonly note: EngineNote }
  /** A loop through no stateful gate that did not settle within one instant: propagation stopped there. */
  | { readonly kind: 'oscillation'; readonly at: number; readonly gateId: Guid; readonly gateName: string };

/**
 * Why the engine does not run a gate, or ignores a template's parameter: data, so that each
 * reader words it in its own language (the console through its catalogues, the command line
 * and the simulated appliance's log in English with `engineNoteText`).
 */
export type EngineNote =
  /** The gate's type is none the engine knows: the gate is inert, its outputs stay off. */
  | { readonly reason: 'unknown-type'; readonly gateType: string }
  /** An operation's or a threshold's operator the engine does not know (`known`: those it does): inert. */
  | { readonly reason: 'unknown-operator'; readonly operators: string; readonly known: string }
  /** A template's parameter naming no setting of the gate: ignored. */
  | { readonly reason: 'unknown-parameter'; readonly parameter: string }
  /** A template's parameter giving a number setting something else: ignored. */
  | { readonly reason: 'parameter-not-a-number'; readonly parameter: string; readonly value: string }
  /** Calendar ranges of a type this version does not know (`count` of them in the document): never active. */
  | { readonly reason: 'unknown-range-type'; readonly rangeType: string; readonly count: number }
  /** Io flag bits this version does not know (`count` ios have them): ignored. */
  | { readonly reason: 'unknown-io-flags'; readonly bits: string; readonly count: number };

/** The note in English, as the command line prints it. */
export function engineNoteText(note: EngineNote): string {
  switch (note.reason) {
    case 'unknown-type':
      return `unknown gate type "${note.gateType}": inert, its outputs stay off`;
    case 'unknown-operator':
      return `unknown operator ${note.operators} (known: ${note.known}): inert, its outputs stay off`;
    case 'unknown-parameter':
      return `parameter "${note.parameter}" names no setting of this gate: ignored`;
    case 'parameter-not-a-number':
      return `parameter "${note.parameter}" is not a number (${note.value}): ignored`;
    case 'unknown-range-type':
      return `unknown range type ${note.rangeType}: never active (${note.count} in this document)`;
    case 'unknown-io-flags':
      return `unknown io flags ${note.bits}: ignored (${note.count} in this document)`;
  }
}
