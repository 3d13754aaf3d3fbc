import type { GateBase } from './gate-base';

/** Analogue gates with no field of their own. */
export const PLAIN_ANALOG_GATE_TYPES = ['max', 'min', 'copy-analogic'] as const;
export type PlainAnalogGateType = (typeof PLAIN_ANALOG_GATE_TYPES)[number];

/** Analogue gates working over a `period` (ms). */
export const PERIOD_ANALOG_GATE_TYPES = ['sampling', 'average', 'variation'] as const;
export type PeriodAnalogGateType = (typeof PERIOD_ANALOG_GATE_TYPES)[number];

export interface PlainAnalogGate extends GateBase {
  readonly type: PlainAnalogGateType;
}

export interface PeriodAnalogGate extends GateBase {
  readonly type: PeriodAnalogGateType;
  readonly period: number;
}

/** Combines its inputs with `operators` (one per pair of operands, e.g. `+`, `*`). */
export interface OperationGate extends GateBase {
  readonly type: 'operation';
  readonly operators: readonly string[];
}

export interface CounterAnalogicGate extends GateBase {
  readonly type: 'counter-analogic';
  readonly useNegative: boolean;
}

/** Output on while the input compares true (`operator`) to `threshold`. */
export interface ThresholdGate extends GateBase {
  readonly type: 'threshold';
  readonly operator: number;
  readonly threshold: number;
}

export type AnalogGate = PlainAnalogGate | PeriodAnalogGate | OperationGate | CounterAnalogicGate | ThresholdGate;

export const ANALOG_GATE_TYPES = ['operation', ...PERIOD_ANALOG_GATE_TYPES, ...PLAIN_ANALOG_GATE_TYPES, 'counter-analogic', 'threshold'] as const;
