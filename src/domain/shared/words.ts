/**
 * Words a person reads, as data: a Lingui message descriptor (an explicit id
 * and its English), written without Lingui. Marked with a leading
 * `/*i18n*\/` comment where it is written, `lingui extract` finds it
 * (lingui.config.ts lists the domain folders holding such words); only the
 * console translates it (`i18n._(words)`), the command line reads its
 * `message`. The domain itself never shows them.
 */
export interface Words {
  readonly id: string;
  readonly message: string;
}
