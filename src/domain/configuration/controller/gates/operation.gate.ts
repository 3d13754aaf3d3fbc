import { combinational } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import { textList } from './gate-fields';
import type { GateModule } from './gate-module';

/** Combines its inputs with `operators` (one per pair of operands, e.g. `+`, `*`). */
export interface OperationGate extends GateBase {
  readonly type: 'operation';
  readonly operators: readonly string[];
}

const OPERATORS: Readonly<Record<string, (a: number, b: number) => number>> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => (b === 0 ? 0 : a / b),
  '%': (a, b) => (b === 0 ? 0 : a % b),
  '^': (a, b) => a ** b,
};

export const operationGate: GateModule<OperationGate> = {
  type: 'operation', family: 'analog', name: /*i18n*/ { id: 'gate.type.operation', message: 'Operation' },
  ports: { inputs: 2, outputs: 1, takes: 'analog', gives: 'analog', nary: 'inputs', state: 'none' },
  fields: {
    operators: textList(/*i18n*/ { id: 'gate.field.operators', message: 'Operators' }, /*i18n*/ { id: 'gate.field.operators.typed', message: 'Operators (comma-separated)' }, ['+']),
  },
  // `operators[i]` combines the result so far with input i+2, left to right (no precedence); a missing operator is `+`.
  behaviour: ({ operators }) => {
    const unknown = operators.filter((operator) => !(operator in OPERATORS));
    if (unknown.length > 0) return { reason: 'unknown-operator', operators: unknown.join(', '), known: '+ - * / % ^' };
    return combinational((values) => values.slice(1).reduce((total, value, index) => (OPERATORS[operators[index] ?? '+'] ?? OPERATORS['+']!)(total, value), values[0] ?? 0));
  },
};
