import type { Configuration } from '../../../domain/configuration/configuration';
import { cryptedString } from '../../../domain/configuration/crypted-string';
import type { Account } from './accounts';
import type { ConfigurationReader } from './configuration-reader';
import { decryptValue, encryptValue } from './crypted-values';

/**
 * The appliance's accounts are the users of its configuration, as on the real
 * server: every user of every group, root when the group is. A password is
 * read plain or decrypted (`crypted="1"`); changing one rewrites that user's
 * `<password>` only (stored crypted), with the date and signature, through
 * the configuration codec, so nothing else in the document moves.
 */
export class ConfigurationAccounts {
  constructor(private readonly reader: ConfigurationReader) {}

  /** The document with `name`'s password changed, dated `now` and signed; null when no such user is in a readable document. */
  withPassword(xml: string, name: string, password: string, now: Date): string | null {
    const reading = this.reader.read(xml);
    if (!reading.valid) return null;
    let found = false;
    const groups = reading.configuration.groups.map((group) => {
      if (!group.users.some((user) => user.name === name)) return group;
      found = true;
      return { ...group, users: group.users.map((user) => (user.name === name ? { ...user, password: cryptedString(encryptValue(password), true) } : user)) };
    });
    if (!found) return null;
    return this.reader.codec.write(reading.handle, { ...reading.configuration, groups }, now);
  }
}

/** A user whose crypted password does not decrypt cannot sign in (never with an empty password). */
export function accountsOf(configuration: Configuration): Account[] {
  return configuration.groups.flatMap((group) =>
    group.users.flatMap((user) => {
      const password = user.password.crypted ? decryptValue(user.password.value) : user.password.value;
      return password === null ? [] : [{ name: user.name, password, root: group.root }];
    }),
  );
}
