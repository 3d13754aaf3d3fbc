import { bit, nextTick, type GateBehaviour, type GateContext } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import { MILLISECONDS, PERIOD } from './field-words';
import { integer, text } from './gate-fields';
import type { GateModule } from './gate-module';

/** Output on while `address` answers a ping every `period` ms. */
export interface PingGate extends GateBase {
  readonly type: 'ping';
  readonly address: string;
  readonly period: number;
}

/** The ping's answer is an input of the simulation (on by default), read once every `period` ms. */
class PingBehaviour implements GateBehaviour {
  private answered = true;
  constructor(private readonly period: number) {}
  answer(value: boolean): void {
    this.answered = value;
  }
  evaluate(context: GateContext): void {
    if (context.now === context.start || !(this.period > 0)) context.setOutput(0, bit(this.answered));
    else if ((context.now - context.start) % this.period === 0) context.setOutput(0, bit(this.answered));
    if (this.period > 0) context.wakeAt(nextTick(context, this.period));
  }
}

export const pingGate: GateModule<PingGate> = {
  type: 'ping', family: 'logic', name: /*i18n*/ { id: 'gate.type.ping', message: 'Ping' },
  ports: { inputs: 0, outputs: 1, takes: 'logic', gives: 'logic', state: 'none' },
  fields: { address: text(/*i18n*/ { id: 'gate.field.address', message: 'Address' }), period: integer(PERIOD, 10000, MILLISECONDS) },
  behaviour: (gate) => new PingBehaviour(gate.period),
};
