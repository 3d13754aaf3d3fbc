/** A database's address without its password, for messages and logs. */
export function displayedAddress(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}
