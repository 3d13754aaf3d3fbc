import type { Guid } from '../guid';
import type { Gate } from './gate';
import { alertHasRecipient } from './logic-graph';

/** A warning before saving, drawn beside its node. */
export type LogicWarning =
  | { readonly kind: 'unconnected-input'; readonly node: Guid; readonly port: string }
  | { readonly kind: 'no-recipient'; readonly node: Guid }
  | { readonly kind: 'stateless-cycle'; readonly node: Guid; readonly cycle: readonly Guid[] };

/** One gate's own warnings: its unconnected inputs, and an alert nobody receives. */
export function gateWarnings(gate: Gate): LogicWarning[] {
  if ('unsupported' in gate) return [];
  const warnings: LogicWarning[] = [];
  gate.inputs.forEach((input, index) => {
    if (input.linkId === '') warnings.push({ kind: 'unconnected-input', node: gate.id, port: `in:${index}` });
  });
  if (!alertHasRecipient(gate)) warnings.push({ kind: 'no-recipient', node: gate.id });
  return warnings;
}

/** The warnings of each node of the loops through no stateful gate (`outlineCycles` in logic-parts.ts, the index's). */
export function cycleWarnings(cycles: readonly (readonly Guid[])[]): LogicWarning[] {
  return cycles.flatMap((cycle) => cycle.map((node): LogicWarning => ({ kind: 'stateless-cycle', node, cycle })));
}
