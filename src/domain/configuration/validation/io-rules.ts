import type { Configuration } from '../configuration';
import { isInput } from '../io';
import { ioPlaces } from '../io-places';
import { unknownParts, type UnknownPart } from '../unknown-parts';
import { problemAt, type ConfigurationProblem } from './configuration-problem';
import type { ReferenceIndex } from './reference-index';

/**
 * The io variants' fields (section 3): a `link` names a controller link, a
 * `link-id` (of an io that is not a gate's output, whose `link-id` the
 * template rules check) an io, an `is-input` agrees with the direction.
 * Warnings: the appliance runs the document as written.
 */
export function ioProblems(configuration: Configuration, index: ReferenceIndex): ConfigurationProblem[] {
  const links = new Set(configuration.controller.links.map((link) => link.id));
  const problems: ConfigurationProblem[] = [];
  for (const { io, at, gateOutput } of ioPlaces(configuration)) {
    if (io.link && !links.has(io.link)) {
      problems.push(problemAt([...at, 'link'], { code: 'CONFIG.UNKNOWN_LINK', message: `${io.link} isn't a link of this configuration`, values: { id: io.link }, severity: 'warning' }));
    }
    if (!gateOutput && io.linkId && !index.ios.has(io.linkId)) {
      problems.push(problemAt([...at, 'linkId'], { code: 'CONFIG.UNKNOWN_IO', message: `${io.linkId} isn't an io of this configuration`, values: { id: io.linkId }, severity: 'warning' }));
    }
    if (io.isInput !== undefined && io.isInput !== isInput(io)) {
      const direction = isInput(io) ? 'input' : 'output';
      problems.push(problemAt([...at, 'isInput'], {
        code: 'CONFIG.IO_INPUT_DIRECTION', message: `is-input says ${io.isInput ? 'input' : 'output'} but its direction says ${direction}: the direction is used`, values: { direction }, severity: 'warning',
      }));
    }
  }
  return problems;
}

const UNKNOWN_MESSAGES: Readonly<Record<UnknownPart['kind'], (value: string, count: number) => string>> = {
  'range-type': (value, count) => `unknown range type ${value}: kept as read, never active in a simulation (${count} in this document)`,
  'gate-type': (value, count) => `unknown gate type "${value}": kept as read, it does nothing in a simulation (${count} in this document)`,
  operator: (value, count) => `unknown operator ${value}: kept as read, the gate does nothing in a simulation (${count} in this document)`,
  'io-flags': (value, count) => `unknown io flags ${value}: kept as read, ignored (${count} in this document)`,
};

const UNKNOWN_CODES = {
  'range-type': 'CONFIG.UNKNOWN_RANGE_TYPE',
  'gate-type': 'CONFIG.UNKNOWN_GATE_TYPE',
  operator: 'CONFIG.UNKNOWN_OPERATOR',
  'io-flags': 'CONFIG.UNKNOWN_IO_FLAGS',
} as const;

/** What this version does not know, kept as read: one warning per distinct value, at its first place, with the count. */
export function unknownPartProblems(configuration: Configuration): ConfigurationProblem[] {
  return unknownParts(configuration).map((part) =>
    problemAt(part.at, { code: UNKNOWN_CODES[part.kind], message: UNKNOWN_MESSAGES[part.kind](part.value, part.count), values: { value: part.value, count: part.count }, severity: 'warning' }),
  );
}
