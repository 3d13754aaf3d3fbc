import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { graphEventPoints, graphIoPoints } from '../../../domain/client/graph-record';
import { PTZ_NAMED_COMMANDS } from '../../../domain/client/io-value';
import { DomainError } from '../../../domain/shared/domain-error';
import { Server } from '../../client/server';
import { CLIENT_USAGE, parseArgs, requireOption, requirePositional, UsageError, type ParsedArgs } from './client-cli-args';

interface Output {
  write(chunk: string): unknown;
}

export interface ClientCliIo {
  readonly stdout: Output;
  readonly stderr: Output;
  readonly env: Readonly<Record<string, string | undefined>>;
}

interface Run {
  readonly server: Server;
  readonly args: ParsedArgs;
  readonly io: ClientCliIo;
  readonly json: boolean;
  /** Progress of long reads on stderr (never mixed into the output). */
  progress(text: string): void;
  print(human: string, data: unknown): void;
}

type Command = (run: Run) => Promise<void>;

const commands: Record<string, Command> = {
  async streams(run) {
    const streams = [...run.server.streams.values()];
    run.print(streams.map((s) => `${s.guid}\t${s.type}\t${s.name}${s.camera ? '\tptz' : ''}\t${s.rights.join(',')}`).join('\n'), streams);
  },
  async snapshot(run) {
    const guid = requirePositional(run.args, 1, 'GUID');
    const file = requireOption(run.args, 'output');
    const { bytes, contentType } = await run.server.imageref(guid, { retry: true });
    await writeFile(file, bytes);
    run.print(`${file}: ${bytes.length} bytes (${contentType})`, { file, bytes: bytes.length, contentType });
  },
  async live(run) {
    const guid = requirePositional(run.args, 1, 'GUID');
    const directory = requireOption(run.args, 'output');
    const wanted = Number(requireOption(run.args, 'frames'));
    if (!Number.isInteger(wanted) || wanted < 1) {
      throw new UsageError('--frames must be a positive integer');
    }
    await mkdir(directory, { recursive: true });
    const files: string[] = [];
    let bytes = 0;
    for await (const frame of run.server.live(guid)) {
      const file = join(directory, `frame-${String(files.length + 1).padStart(5, '0')}.jpg`);
      await writeFile(file, frame.data);
      files.push(file);
      bytes += frame.data.length;
      run.progress(`frames ${files.length}/${wanted}`);
      if (files.length === wanted) {
        break;
      }
    }
    run.print(`${files.length} frames, ${bytes} bytes in ${directory}`, { directory, frames: files.length, bytes });
  },
  async readio(run) {
    const value = await run.server.readio(requirePositional(run.args, 1, 'GUID'));
    run.print(value.defined ? String(value.value) : 'undefined', value);
  },
  async writeio(run) {
    const guid = requirePositional(run.args, 1, 'GUID');
    const value = Number(requirePositional(run.args, 2, 'VALUE'));
    if (!Number.isFinite(value)) {
      throw new UsageError('VALUE must be a number');
    }
    const written = await run.server.writeio(guid, value);
    run.print(written ? 'written' : 'skipped: no rights to write', { written });
  },
  async ptz(run) {
    const guid = requirePositional(run.args, 1, 'GUID');
    const name = requirePositional(run.args, 2, 'COMMAND');
    const command = PTZ_NAMED_COMMANDS[name];
    if (!command) {
      throw new UsageError(`unknown PTZ command ${name} (${Object.keys(PTZ_NAMED_COMMANDS).join(', ')})`);
    }
    const sent = await run.server.ptz(guid, command);
    run.print(sent ? 'sent' : 'skipped: no rights to write', { sent });
  },
  async logs(run) {
    const string = run.args.options['string'];
    const result = await run.server.logs(
      { begin: requireOption(run.args, 'begin'), end: requireOption(run.args, 'end'), string: typeof string === 'string' ? string : undefined },
      { onProgress: (p) => run.progress(`answer ${p.iteration}${p.complete ? '' : ' (partial)'} up to ${p.end}`) },
    );
    const lines = result.logs.map((log) => {
      const entry = log as { date?: string; level?: string; message?: string };
      return `${entry.date ?? ''}\t${entry.level ?? ''}\t${entry.message ?? JSON.stringify(log)}`;
    });
    run.print(lines.join('\n'), result);
  },
  async graph(run) {
    const guid = requirePositional(run.args, 1, 'GUID');
    const level = run.args.options['level'];
    const query = { begin: requireOption(run.args, 'begin'), end: requireOption(run.args, 'end'), level: typeof level === 'string' ? Number(level) : undefined };
    const onProgress = (p: { iteration: number; end: string }): void => run.progress(`answer ${p.iteration} up to ${p.end}`);
    const points = run.args.options['io']
      ? graphIoPoints(await run.server.graphIo(guid, query, { onProgress }))
      : graphEventPoints(await run.server.graphEvents(guid, query, { onProgress }));
    run.print(
      points.map((p) => `${p.date.toISOString()}\t${p.value}${'defined' in p ? `\t${p.defined ? 'defined' : 'undefined'}` : ''}`).join('\n'),
      points.map((p) => ({ ...p, date: p.date.toISOString() })),
    );
  },
};

/** `vigil client --url URL [--json] <command> …`; returns the exit code (0 done, 1 failed, 2 usage). */
export async function main(args: string[], io: ClientCliIo): Promise<number> {
  let parsed: ParsedArgs;
  try {
    parsed = parseArgs(args);
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n${CLIENT_USAGE}\n`);
    return 2;
  }
  const name = parsed.positionals[0];
  if (parsed.options['help'] || name === 'help') {
    io.stdout.write(`${CLIENT_USAGE}\n`);
    return 0;
  }
  const command = name === undefined ? undefined : commands[name];
  const url = typeof parsed.options['url'] === 'string' ? parsed.options['url'] : io.env['VIGIL_CLIENT_URL'];
  if (!command || !url) {
    io.stderr.write(`${!url ? '--url is required' : `unknown command ${name ?? ''}`}\n${CLIENT_USAGE}\n`);
    return 2;
  }
  const json = parsed.options['json'] === true;
  const quiet = parsed.options['quiet'] === true;
  try {
    const server = await new Server(url, { logger: { warn: (message) => io.stderr.write(`warning: ${message}\n`) } }).load();
    await command({
      server,
      args: parsed,
      io,
      json,
      progress: (text) => {
        if (!quiet) {
          io.stderr.write(`${text}\n`);
        }
      },
      print: (human, data) => io.stdout.write(json ? `${JSON.stringify(data, null, 2)}\n` : `${human}\n`),
    });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`${error.message}\n${CLIENT_USAGE}\n`);
      return 2;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(json ? `${JSON.stringify({ error: message, code: error instanceof DomainError ? error.code : undefined })}\n` : `error: ${message}\n`);
    return 1;
  }
}
