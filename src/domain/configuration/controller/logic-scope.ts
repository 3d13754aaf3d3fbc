import type { Guid } from '../guid';
import type { Controller } from './controller';
import { isCompositeGate, type Gate } from './gate';

/** Which gates the editor shows: [] the controller's, [t] inside template t, [t, u] inside u nested in t. */
export type LogicScope = readonly Guid[];

/** The gates of a scope; undefined when the scope names no template. */
export function scopeGates(controller: Pick<Controller, 'gates'>, scope: LogicScope): readonly Gate[] | undefined {
  let gates: readonly Gate[] = controller.gates;
  for (const id of scope) {
    const gate = gates.find((each) => each.id === id);
    if (!gate || !isCompositeGate(gate)) return undefined;
    gates = gate.gates;
  }
  return gates;
}

/** The controller with the gates of one scope replaced; the same controller when the scope is gone. */
export function updateScopeGates<C extends Pick<Controller, 'gates'>>(controller: C, scope: LogicScope, update: (gates: readonly Gate[]) => readonly Gate[]): C {
  const rewrite = (gates: readonly Gate[], rest: LogicScope): readonly Gate[] | undefined => {
    if (rest.length === 0) return update(gates);
    const index = gates.findIndex((gate) => gate.id === rest[0]);
    const gate = gates[index];
    if (!gate || !isCompositeGate(gate)) return undefined;
    const inner = rewrite(gate.gates, rest.slice(1));
    return inner === undefined ? undefined : gates.with(index, { ...gate, gates: inner });
  };
  const gates = rewrite(controller.gates, scope);
  return gates === undefined ? controller : { ...controller, gates };
}
