import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatOffset, type Expectation, type ScenarioError } from '../../../application/logic/scenario-file';
import type { ExpectationOutcome } from '../../../application/logic/scenario-player';

/** Why a scenario cannot run, in the page's language: the field, then the reason (with the candidates of a shared name). */
export function scenarioErrorText(i18n: I18n, error: ScenarioError): string {
  const { field, problem } = error;
  switch (problem.reason) {
    case 'shape':
      return i18n._(msg`${field}: not what a scenario holds there (see the scenario format)`);
    case 'offset': {
      const { value } = problem;
      return i18n._(msg`${field}: “${value}” is not an offset (a number of milliseconds, or like “90s”, “1h30m”, “2d”)`);
    }
    case 'after-end':
      return i18n._(msg`${field}: after the end of the scenario`);
    case 'start': {
      const { value } = problem;
      return i18n._(msg`${field}: “${value}” is not a local date and time like 2026-11-23T07:00:00`);
    }
    case 'names-nothing': {
      const { name } = problem;
      return i18n._(msg`${field}: no io, gate or link is named or identified “${name}”`);
    }
    case 'names-several': {
      const { name } = problem;
      const candidates = problem.candidates.map((candidate) => `“${candidate.name}” (${candidate.id})`).join(', ');
      return i18n._(msg`${field}: “${name}” names several signals: ${candidates}; give the gate with its output (“Gate › Output”) or the identifier`);
    }
    case 'not-an-input': {
      const { name } = problem;
      return i18n._(msg`${field}: “${name}” is not an input, the logic drives it`);
    }
  }
}

/** An expectation's mark once reached: passed, or what was found instead. */
export function outcomeText(i18n: I18n, expectation: Expectation, outcome: ExpectationOutcome, start: number): string {
  if (outcome.kind === 'value') {
    const { found } = outcome;
    return outcome.ok ? i18n._(msg`passed`) : i18n._(msg`failed: ${found} found`);
  }
  if (outcome.ok) return i18n._(msg`passed`);
  const times = outcome.firedAt.map((time) => formatOffset(time - start)).join(', ');
  if (expectation.kind === 'alert' && !expectation.fired) return i18n._(msg`failed: it fired at ${times}`);
  if (outcome.firedAt.length === 0) return i18n._(msg`failed: it did not fire`);
  const missing = outcome.missing.join(', ');
  return i18n._(msg`failed: it fired at ${times}, not to ${missing}`);
}
