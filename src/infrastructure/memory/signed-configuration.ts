import { applySignature } from '../../domain/configuration/signature';
import type { HashPort } from '../../application/ports/hash.port';

/** A minimal signed configuration document, for the in-memory appliance's seed. */
export function minimalSignedConfiguration(salt: string, hash: HashPort, version = 3): string {
  const text = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<configuration-file>',
    `\t<version>${version}</version>`,
    '\t<date>21/11/2026 18:42:07.315</date>',
    '\t<signature/>',
    '\t<configuration>',
    '\t\t<parameters>',
    '\t\t\t<title>Vigil Server</title>',
    '\t\t</parameters>',
    '\t</configuration>',
    '</configuration-file>',
    '',
  ].join('\n');
  return applySignature(text, salt, (value) => hash.md5(value));
}
