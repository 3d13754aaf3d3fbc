import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LogicNode, LogicPort } from '../../../domain/configuration/controller/logic-graph';
import { ioWhereText } from '../../configuration/io-place-words';
import { gateTypeName } from './gate-type-names';

/** A node of the logic graph named as a person looks for it: its name, else its type in words. */
function nodeName(i18n: I18n, node: LogicNode): string {
  return node.name.trim() !== '' ? node.name : node.kind === 'gate' ? gateTypeName(i18n, node.type) : node.type;
}

/**
 * One signal (a node's output) as the inspector's input lists and Find a
 * gate name it, with what tells it apart from a signal of the same name: a
 * device's io with its device and place ("Connexion — Entrée nord ›
 * connection of Parking (channel 1, stream 2)"), a calendar, an access or a
 * constant as such, a gate's output after its gate ("Door logic · Out").
 */
export function signalLabel(i18n: I18n, node: LogicNode, port: LogicPort | undefined): string {
  const name = nodeName(i18n, node);
  switch (node.kind) {
    case 'device-io': {
      if (!node.device) return name;
      const where = ioWhereText(i18n, node.device.name, node.device.place);
      return i18n._(msg`${name} — ${where}`);
    }
    case 'calendar':
      return i18n._(msg`${name} — calendar`);
    case 'access':
      return i18n._(msg`${name} — access`);
    case 'constant':
      return i18n._(msg`${name} — constant`);
    case 'template-input':
    case 'template-output': {
      const template = node.type;
      return i18n._(msg`${name} — template ${template}`);
    }
    default:
      return port === undefined || port.name === '' || port.name === node.name ? name : `${name} · ${port.name}`;
  }
}

/**
 * Labels for a list, each one told apart from the others: where two are
 * still the same (two gates of one name and one output name), the gate's
 * type in words is added, then its rank among those alike ("(2)").
 */
export function distinctLabels(i18n: I18n, items: readonly { readonly node: LogicNode; readonly port?: LogicPort }[]): string[] {
  const labels = items.map(({ node, port }) => signalLabel(i18n, node, port));
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  if ([...counts.values()].every((count) => count === 1)) return labels;
  const typed = labels.map((label, index) => {
    const { node } = items[index]!;
    if (counts.get(label) === 1 || node.kind !== 'gate') return label;
    const type = gateTypeName(i18n, node.type);
    return label.includes(type) ? label : `${label} (${type})`;
  });
  const again = new Map<string, number>();
  for (const label of typed) again.set(label, (again.get(label) ?? 0) + 1);
  const seen = new Map<string, number>();
  return typed.map((label) => {
    if (again.get(label) === 1) return label;
    const rank = (seen.get(label) ?? 0) + 1;
    seen.set(label, rank);
    return `${label} (${rank})`;
  });
}
