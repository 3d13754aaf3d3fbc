import type { Configuration } from '../../../domain/configuration/configuration';
import { cryptedString } from '../../../domain/configuration/crypted-string';
import type { Md5 } from '../../../domain/configuration/signature';
import { XmlConfigurationCodecAdapter } from '../../xml/xml-configuration-codec.adapter';
import type { Account } from './accounts';
import { decryptValue, encryptValue } from './crypted-values';

/**
 * The appliance's accounts are the users of its configuration, as on the real
 * server: every user of every group, root when the group is. A password is
 * read plain or decrypted (`crypted="1"`); changing one rewrites that user's
 * `<password>` only (stored crypted), with the date and signature, through
 * the configuration codec, so nothing else in the document moves.
 */
export class ConfigurationAccounts {
  readonly #codec: XmlConfigurationCodecAdapter;

  constructor(salt: string, md5: Md5) {
    this.#codec = new XmlConfigurationCodecAdapter({ md5 }, salt);
  }

  /** The accounts the document defines, or null when it cannot be read (kept as the appliance's last good accounts by the caller). */
  read(xml: string): Account[] | null {
    const reading = this.#codec.read(xml, { verifySignature: false });
    return reading.valid ? accountsOf(reading.configuration) : null;
  }

  /** The document with `name`'s password changed, dated `now` and signed; null when no such user is in a readable document. */
  withPassword(xml: string, name: string, password: string, now: Date): string | null {
    const reading = this.#codec.read(xml, { verifySignature: false });
    if (!reading.valid) return null;
    let found = false;
    const groups = reading.configuration.groups.map((group) => {
      if (!group.users.some((user) => user.name === name)) return group;
      found = true;
      return { ...group, users: group.users.map((user) => (user.name === name ? { ...user, password: cryptedString(encryptValue(password), true) } : user)) };
    });
    if (!found) return null;
    return this.#codec.write(reading.handle, { ...reading.configuration, groups }, now);
  }
}

/** A user whose crypted password does not decrypt cannot sign in (never with an empty password). */
function accountsOf(configuration: Configuration): Account[] {
  return configuration.groups.flatMap((group) =>
    group.users.flatMap((user) => {
      const password = user.password.crypted ? decryptValue(user.password.value) : user.password.value;
      return password === null ? [] : [{ name: user.name, password, root: group.root }];
    }),
  );
}
