import type { Configuration } from '../../domain/configuration/configuration';
import type { ConfigurationProblem } from '../../domain/configuration/validation/configuration-problem';
import { validateConfiguration } from '../../domain/configuration/validation/validate-configuration';

export type { ConfigurationProblem };

export interface ConfigurationValidation {
  /** No error: warnings (a range type this version does not know, a name two items share) do not make a document invalid, as they do not block a save. */
  readonly valid: boolean;
  /** Every problem at once, in document order of the rules, each with its path, code and message. */
  readonly problems: readonly ConfigurationProblem[];
}

/**
 * Whole-configuration validation for the console (before saving) and the
 * command line: dangling references, duplicate defaults, missing default
 * store, stream and descriptor rules. Never throws.
 */
export class ValidateConfiguration {
  execute(configuration: Configuration): ConfigurationValidation {
    const problems = validateConfiguration(configuration);
    return { valid: !problems.some((problem) => problem.severity === 'error'), problems };
  }
}
