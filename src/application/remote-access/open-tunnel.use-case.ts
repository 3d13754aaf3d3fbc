import { FormValidationError } from '../errors/form-validation-error';
import type { ErrorCode } from '../errors/error-codes';
import type { Tunnel, TunnelProtocol, TunnelsPort } from '../ports/tunnels.port';

export type TunnelField = 'port' | 'expiration';

export interface TunnelForm {
  readonly protocol: TunnelProtocol;
  /** Empty: the appliance itself. */
  readonly host: string;
  readonly port: string;
  /** Minutes from now; empty: no expiration. */
  readonly minutes: string;
}

const POSITIVE_INTEGER = /^\s*\d+\s*$/;

/**
 * Opens a remote-access tunnel after checking the form: port 1–65535 and a
 * lifetime in whole minutes ('please provide a positive integer'). Returns
 * the list as the appliance then reports it.
 */
export class OpenTunnelUseCase {
  constructor(
    private readonly tunnels: TunnelsPort,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async execute(form: TunnelForm): Promise<Tunnel[]> {
    const problems: Partial<Record<TunnelField, ErrorCode>> = {};
    const port = Number(form.port);
    if (!POSITIVE_INTEGER.test(form.port) || port < 1 || port > 65535) problems.port = 'FIELD.POSITIVE_INTEGER';
    const minutes = Number(form.minutes);
    if (form.minutes.trim() !== '' && (!POSITIVE_INTEGER.test(form.minutes) || minutes < 1)) problems.expiration = 'FIELD.POSITIVE_INTEGER';
    if (Object.keys(problems).length > 0) throw new FormValidationError<TunnelField>(problems);

    const host = form.host.trim();
    await this.tunnels.open({
      protocol: form.protocol,
      port,
      ...(host ? { host } : {}),
      ...(form.minutes.trim() ? { expiration: new Date(this.now().getTime() + minutes * 60_000) } : {}),
    });
    return this.tunnels.list();
  }
}
