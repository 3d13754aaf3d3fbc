import { CheckConfiguration } from '../application/configuration/check-configuration.use-case';
import { DiffConfigurations } from '../application/configuration/diff-configurations.use-case';
import { SetConfigurationField } from '../application/configuration/set-configuration-field.use-case';
import { ValidateConfiguration } from '../application/configuration/validate-configuration.use-case';
import type { Configuration } from '../domain/configuration/configuration';
import { main as configCli, type ConfigCliIo, type ConfigCliServices } from '../infrastructure/cli/config/config-cli';
import { NodeMd5Adapter } from '../infrastructure/crypto/node-md5.adapter';
import { XmlConfigurationCodecAdapter } from '../infrastructure/xml/xml-configuration-codec.adapter';
import { CONFIG_CLI } from './tokens';
import { provide, value, Wiring } from './typed-container';

/** The container of `vigil config` for one salt: node:crypto's MD5, the XML codec, the use cases. */
export function composeConfigCli(salt: string): Wiring {
  return new Wiring()
    .bind(CONFIG_CLI.hash, provide([], () => new NodeMd5Adapter()))
    .bind(CONFIG_CLI.salt, value(salt))
    .bind(CONFIG_CLI.codec, provide([CONFIG_CLI.hash, CONFIG_CLI.salt], (hash, chosen) => new XmlConfigurationCodecAdapter<Configuration>(hash, chosen)))
    .bind(CONFIG_CLI.validate, provide([], () => new ValidateConfiguration()))
    .bind(CONFIG_CLI.check, provide([CONFIG_CLI.codec, CONFIG_CLI.validate], (codec, validation) => new CheckConfiguration(codec, (configuration) => validation.execute(configuration).problems)))
    .bind(CONFIG_CLI.diff, provide([CONFIG_CLI.codec], (codec) => new DiffConfigurations(codec)))
    .bind(CONFIG_CLI.set, provide([CONFIG_CLI.codec], (codec) => new SetConfigurationField(codec, () => new Date())));
}

/** The services `vigil config` uses, resolved from its container. */
function configCliServices(salt: string): ConfigCliServices {
  const wiring = composeConfigCli(salt);
  return { codec: wiring.get(CONFIG_CLI.codec), check: wiring.get(CONFIG_CLI.check), diff: wiring.get(CONFIG_CLI.diff), set: wiring.get(CONFIG_CLI.set) };
}

/** `vigil config …` as bin/vigil.js runs it. */
export function main(argv: string[], io: ConfigCliIo): Promise<number> {
  return configCli(argv, io, configCliServices);
}
