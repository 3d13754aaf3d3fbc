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
    readonly type: 'alert-mail' | 'alert-ftp' | 'alert-monitoring';
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
  /** A gate the engine does not run (unknown type, unknown operator, a parameter naming no field): said once, at start. */
  | { readonly kind: 'report'; readonly at: number; readonly gateId: Guid; readonly gateName: string; readonly text: string }
  /** A loop through no stateful gate that did not settle within one instant: propagation stopped there. */
  | { readonly kind: 'oscillation'; readonly at: number; readonly gateId: Guid; readonly gateName: string };
