import type { KyInstance } from 'ky';
import { asRecord, callAppliance } from './appliance-http-client';
import type { CommandPort, CommandRequest, CommandResult } from '../../application/ports/command.port';
import { num, str } from './json-part-stream';

function fileNameOf(disposition: string | null, command: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? `${command.replace(/[^\w.-]+/g, '_') || 'output'}.bin`;
}

/** `POST /api/command[?binary]` with `{command, arguments, detach}`. */
export class HttpCommandAdapter implements CommandPort {
  constructor(private readonly http: KyInstance) {}

  async run(request: CommandRequest): Promise<CommandResult> {
    const json = { command: request.command, arguments: [...request.arguments], detach: request.detach };
    if (request.binary && !request.detach) {
      const response = await callAppliance(() => this.http.post('command', { searchParams: { binary: '' }, json }));
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { kind: 'binary', code: Number(response.headers.get('x-exit-code') ?? 0) || 0, bytes, fileName: fileNameOf(response.headers.get('content-disposition'), request.command) };
    }
    const body = asRecord(await callAppliance(() => this.http.post('command', { json }).json()));
    if (body['detached'] === true) return { kind: 'detached' };
    return { kind: 'text', code: num(body['code']), output: str(body['output']) };
  }
}
