import { bit, on } from '../engine/gate-behaviour';
import type { GateBase } from '../gate-base';
import type { GateModule } from './gate-module';

export interface DemuxGate extends GateBase { readonly type: 'demux' }

/** Input 1 selects which output carries input 2: off → output 1, on → output 2; the others are off. Takes more outputs than two. */
export const demuxGate: GateModule<DemuxGate> = {
  type: 'demux', family: 'logic', name: /*i18n*/ { id: 'gate.type.demux', message: 'Demultiplexer' },
  ports: { inputs: 2, outputs: 2, takes: 'logic', gives: 'logic', nary: 'outputs', state: 'none' },
  fields: {},
  behaviour: () => ({
    evaluate(context) {
      const selected = on(context.input(0)) ? 1 : 0;
      const value = bit(on(context.input(1)));
      for (let index = 0; index < context.outputCount; index++) context.setOutput(index, index === selected ? value : 0);
    },
  }),
};
