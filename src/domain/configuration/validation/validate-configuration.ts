import { configurationProblems } from '../configuration-rules';
import { audioProblems } from '../device/audio-rules';
import { descriptorProblems, streamRuleProblems } from '../device/device-rules';
import type { ModelPath } from '../model-path';
import { documentPath, problemAt, under, type ConfigurationProblem } from './configuration-problem';
import type { Configuration } from '../configuration';
import { ioProblems, unknownPartProblems } from './io-rules';
import { referenceIndex, type ReferenceIndex } from './reference-index';
import { controllerProblems, filterProblems, rightsProblems, storeReferenceProblems } from './reference-rules';

function deviceProblems(configuration: Configuration): ConfigurationProblem[] {
  return configuration.devices.flatMap((device, index) =>
    guarded(['devices', index], () => under(['devices', index], [...streamRuleProblems(device), ...descriptorProblems(device), ...audioProblems(device)])),
  );
}

/**
 * A rule that cannot run (a half-loaded entity, a missing list) becomes one
 * problem at the entity's path instead of an exception: validation must
 * answer for any configuration the codecs can produce.
 */
function guarded(at: ModelPath, rule: () => ConfigurationProblem[]): ConfigurationProblem[] {
  try {
    return rule();
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    // A warning: the rule could not tell whether the part is wrong.
    return [problemAt(at, { code: 'CONFIG.UNCHECKABLE', message: `can't check this part: ${detail}`, values: { detail }, severity: 'warning' })];
  }
}

/**
 * Every problem of a configuration at once, each with its place in the model
 * (`at`: `['devices', 1, 'videos', 0, 'codec']`, from the configuration), the
 * same place in the document (`path`: XPath-like, 1-based, from `configuration`:
 * `configuration/devices/device[2]/videos/video[1]/codec`), a stable code and a
 * message, so the console can show them beside the fields:
 * the part-1 rules (default store, default servers, group membership, fields),
 * dangling references (rights, controller links and inputs, alert gates,
 * filters, store references, ios' links) and the devices' stream and
 * descriptor rules; what this version does not know, once each (warnings).
 * Never throws.
 */
export function validateConfiguration(configuration: Configuration): ConfigurationProblem[] {
  let index: ReferenceIndex | undefined;
  const indexed = (rule: (c: Configuration, i: ReferenceIndex) => ConfigurationProblem[]) => () => {
    index ??= referenceIndex(configuration);
    return rule(configuration, index);
  };
  const problems = [
    ...guarded([], () => configurationProblems(configuration)),
    ...guarded(['groups'], indexed(rightsProblems)),
    ...guarded(['devices'], () => deviceProblems(configuration)),
    ...guarded(['devices'], indexed(storeReferenceProblems)),
    ...guarded(['filters'], indexed(filterProblems)),
    ...guarded(['controller'], indexed(controllerProblems)),
    ...guarded([], indexed(ioProblems)),
    ...guarded([], () => unknownPartProblems(configuration)),
  ];
  return problems.map((problem) => ({ ...problem, path: documentPath(['configuration', ...problem.at]) }));
}
