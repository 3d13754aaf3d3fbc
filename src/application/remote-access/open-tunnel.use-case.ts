import { validatePort, validateTunnelMinutes } from '../../domain/configuration/field-validators';
import { FormValidationError } from '../errors/form-validation-error';
import type { ErrorCode } from '../../domain/shared/error-code';
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

/**
 * Opens a remote-access tunnel after checking the form with the rules every
 * form shares: the port rule ('please provide a port between 1 and 65535')
 * and a lifetime of 1 minute to 30 days. Returns the list as the appliance
 * then reports it.
 */
export class OpenTunnelUseCase {
  constructor(
    private readonly tunnels: TunnelsPort,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async execute(form: TunnelForm): Promise<Tunnel[]> {
    const problems: Partial<Record<TunnelField, ErrorCode>> = {};
    const port = Number(form.port);
    const portProblem = form.port.trim() === '' ? { code: 'FIELD.INVALID_PORT' as const } : validatePort(form.port);
    if (portProblem) problems.port = portProblem.code;
    const minutes = Number(form.minutes);
    const minutesProblem = validateTunnelMinutes(form.minutes);
    if (minutesProblem) problems.expiration = minutesProblem.code;
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
