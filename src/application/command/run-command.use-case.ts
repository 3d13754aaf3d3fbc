import { FormValidationError } from '../errors/form-validation-error';
import type { CommandPort, CommandRequest, CommandResult } from '../ports/command.port';
import { SingleFlight } from '../shared/single-flight';

/**
 * Splits an argument line like a shell: spaces separate, single or double
 * quotes keep spaces, a backslash escapes the next character.
 */
function splitArguments(line: string): string[] {
  const result: string[] = [];
  let current = '';
  let quote: '"' | "'" | null = null;
  let started = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (char === '\\' && quote !== "'" && index + 1 < line.length) {
      current += line[index + 1]!;
      index += 1;
      started = true;
    } else if (quote) {
      if (char === quote) quote = null;
      else current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      started = true;
    } else if (/\s/.test(char)) {
      if (started) result.push(current);
      current = '';
      started = false;
    } else {
      current += char;
      started = true;
    }
  }
  if (started) result.push(current);
  return result;
}

/** Runs one command on the appliance; a second one is refused while the first runs. */
export class RunCommandUseCase {
  readonly #flight = new SingleFlight('command');

  constructor(private readonly commands: CommandPort) {}

  get running(): boolean {
    return this.#flight.running;
  }

  async execute(request: Omit<CommandRequest, 'arguments'> & { readonly arguments: string }): Promise<CommandResult> {
    const command = request.command.trim();
    if (command === '') throw new FormValidationError<'command'>({ command: 'FIELD.REQUIRED' });
    return this.#flight.run(() => this.commands.run({ command, arguments: splitArguments(request.arguments), detach: request.detach, binary: request.binary }));
  }
}
