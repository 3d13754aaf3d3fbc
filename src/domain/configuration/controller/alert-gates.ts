import type { Guid } from '../guid';

/** Who receives an alert message, and by which channel. */
export interface MessageContact {
  /** Guid of the contact. */
  readonly id: Guid;
  readonly mail: boolean;
  readonly sms: boolean;
  readonly notification?: boolean;
}

export interface AlertMessage {
  readonly subject: string;
  readonly message: string;
  readonly contacts: readonly MessageContact[];
}

/** A numbered text sent to the alarm-monitoring receiver. */
export interface AlertExtension {
  readonly id: number;
  readonly content: string;
}

/** Fields of every alert gate; durations in milliseconds. */
export interface AlertFields {
  readonly time: number;
  readonly timeBetweenAlert: number;
  readonly timeKeepAlert?: number;
  /** Guid of the video module recorded with the alert ('' for none). */
  readonly videoIdentifier: Guid;
  /** Guid of the alarm-monitoring receiver, when one is used. */
  readonly monitoringIdentifier?: Guid;
  readonly preBuffer: number;
  readonly postBuffer: number;
  readonly frequency: number;
  readonly makeVideo: boolean;
  readonly typeStream: number;
}

/** Section 9's defaults, which a left-out field reads. */
export const ALERT_DEFAULTS = { time: 0, timeBetweenAlert: 5000, preBuffer: 3000, postBuffer: 3000, frequency: 3 } as const;

export function createAlertMessage(fields: Partial<AlertMessage> = {}): AlertMessage {
  return { subject: '', message: '', contacts: [], ...fields };
}

export function createMessageContact(id: Guid, fields: Partial<Omit<MessageContact, 'id'>> = {}): MessageContact {
  return { mail: true, sms: false, ...fields, id };
}
