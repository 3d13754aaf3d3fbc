/**
 * A sensitive string (a password): `crypted` is true while `value` is the
 * server's ciphertext, as read from `<password crypted="1">…</password>`.
 * Setting a value always yields a plain one, so the flag can never describe a
 * value it was not read with.
 */
export interface CryptedString {
  readonly value: string;
  readonly crypted: boolean;
}

/** A plain (not encrypted) value, as typed by a person. */
export function plainString(value = ''): CryptedString {
  return { value, crypted: false };
}

/** A value exactly as the server sent it, ciphertext included. */
export function cryptedString(value: string, crypted: boolean): CryptedString {
  return { value, crypted };
}

/**
 * Sets the value: the encrypted flag is cleared. Setting the same plain value
 * returns the same object, so an untouched field keeps its identity.
 */
export function setCryptedValue(current: CryptedString, value: string): CryptedString {
  if (!current.crypted && current.value === value) return current;
  return plainString(value);
}
