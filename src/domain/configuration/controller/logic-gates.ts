import type { GateBase } from './gate-base';

/**
 * Logic gates whose behaviour is wholly in their type: and, or and demux are
 * n-ary; `toogle` is the specification's spelling, kept as the stored name.
 */
export const PLAIN_LOGIC_GATE_TYPES = ['and', 'or', 'xor', 'not', 'copy', 'edge', 'edge-down', 'edge-up', 'toogle', 'rs', 'mux', 'demux'] as const;
export type PlainLogicGateType = (typeof PLAIN_LOGIC_GATE_TYPES)[number];

export interface PlainLogicGate extends GateBase {
  readonly type: PlainLogicGateType;
}

/** Periodic pulse: `period` and pulse `time`, in milliseconds. */
export interface ClockGate extends GateBase {
  readonly type: 'clock';
  readonly period: number;
  readonly time: number;
}

/** Runs a command on the appliance when its input rises. */
export interface CommandGate extends GateBase {
  readonly type: 'command';
  readonly command: string;
  readonly arguments: string;
}

export interface ConstantGate extends GateBase {
  readonly type: 'constant';
  readonly value: number;
}

export interface TimeGate extends GateBase {
  readonly type: 'time';
  readonly time: number;
  readonly timeBetweenAlert: number;
  readonly timeKeepAlert: number;
}

/** Output on while `address` answers a ping every `period` ms. */
export interface PingGate extends GateBase {
  readonly type: 'ping';
  readonly address: string;
  readonly period: number;
}

export interface AlarmGate extends GateBase {
  readonly type: 'alarm';
  readonly timeActivation: number;
  readonly timeTrigger: number;
  readonly bistables: boolean;
  readonly message: string;
}

export interface CounterGate extends GateBase {
  readonly type: 'counter';
  readonly logical: boolean;
}

export type LogicGate = PlainLogicGate | ClockGate | CommandGate | ConstantGate | TimeGate | PingGate | AlarmGate | CounterGate;

export const LOGIC_GATE_TYPES = [...PLAIN_LOGIC_GATE_TYPES, 'clock', 'command', 'constant', 'time', 'ping', 'alarm', 'counter'] as const;
