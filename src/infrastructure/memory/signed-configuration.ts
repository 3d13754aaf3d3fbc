import type { HashPort } from '../../application/ports/hash.port';
import { applySignature } from '../../domain/configuration/signature';
import { seedConfiguration } from '../simulator/seed/configuration-seed';

const SEED_DATE = new Date(Date.UTC(2026, 10, 21, 18, 42, 7, 315));

/**
 * The simulated appliance's seeded configuration document, signed with `salt`,
 * for the in-memory appliance; another `version` gives a document the
 * configuration codec must refuse (INVALID_CONFIG_FILE_VERSION).
 */
export function seededSignedConfiguration(salt: string, hash: HashPort, version = 3): string {
  const md5 = (value: string) => hash.md5(value);
  const text = seedConfiguration({ adminPassword: '', date: SEED_DATE, salt, md5 });
  return version === 3 ? text : applySignature(text.replace('<version>3</version>', `<version>${version}</version>`), salt, md5);
}
