/**
 * The salt appended to the configuration block before hashing. The real server
 * has it built in and the specification does not give it, so it is a setting:
 * this one default is shared by the simulator, the tests, the command line and
 * the console build; VIGIL_CONFIG_SALT (or the command line's --salt) overrides it.
 */
export const DEFAULT_CONFIGURATION_SALT = 'vigil-configuration-salt';

const CONFIGURATION_SALT_ENV = 'VIGIL_CONFIG_SALT';

/** The salt in force: an explicit value, else the environment, else the default. */
export function resolveConfigurationSalt(explicit?: string, env: Record<string, string | undefined> = typeof process === 'undefined' ? {} : process.env): string {
  return explicit ?? env[CONFIGURATION_SALT_ENV] ?? DEFAULT_CONFIGURATION_SALT;
}
