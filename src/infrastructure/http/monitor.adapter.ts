import type { KyInstance } from 'ky';
import { ApplianceRequestError } from '../../application/errors/console-errors';
import { IntervalTooShortError, ProcessIdRequiredError } from '../../application/errors/health-errors';
import {
  APPLICATION_STATES,
  type ApplicationDetails,
  type ApplicationSummary,
  type InterfaceLoad,
  type MemoryUse,
  type MonitorData,
  type MonitorPort,
  type MonitorStreamOptions,
  type Throughput,
} from '../../application/ports/monitor.port';
import { jsonParts, num, objectOf, str } from './json-part-stream';

function memory(value: unknown): MemoryUse {
  const body = objectOf(value) ?? {};
  return { total: num(body['total']), used: num(body['used']) };
}

function throughput(value: unknown): Throughput {
  const body = objectOf(value) ?? {};
  return { input: num(body['input']), output: num(body['output']) };
}

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map(objectOf).filter((item): item is Record<string, unknown> => item !== null) : [];
}

function monitorDataOf(value: unknown): MonitorData | null {
  const body = objectOf(value);
  if (!body) return null;
  const memoryBody = objectOf(body['memory']) ?? {};
  return {
    server: str(body['server']),
    version: str(body['version']),
    os: str(body['os']),
    arch: str(body['arch']),
    systemUptime: num(body['system-uptime']),
    monitorUptime: num(body['monitor-uptime']),
    cpu: list(body['cpu']).map((cpu) => ({ name: str(cpu['name']), value: num(cpu['value']) })),
    memory: { physical: memory(memoryBody['physical']), pagefile: memory(memoryBody['pagefile']) },
    network: list(body['network']).map((item): InterfaceLoad => ({ name: str(item['name']), speed: num(item['speed']), input: num(item['input']), output: num(item['output']) })),
  };
}

function applicationSummaryOf(value: unknown): ApplicationSummary | null {
  const body = objectOf(value);
  if (!body || typeof body['processid'] !== 'number') return null;
  const status = APPLICATION_STATES.find((state) => state === body['status']) ?? 'idle';
  return {
    name: str(body['name']),
    version: str(body['version']),
    status,
    processid: body['processid'],
    path: str(body['path']),
    license: str(body['license']),
    flags: num(body['flags']),
    timeLoad: str(body['time-load']),
    timeStart: str(body['time-start']),
    timePing: str(body['time-ping']),
  };
}

function applicationDetailsOf(value: unknown): ApplicationDetails | null {
  const summary = applicationSummaryOf(value);
  const body = objectOf(value);
  if (!summary || !body) return null;
  const bandwidth = objectOf(body['bandwidth']) ?? {};
  return {
    ...summary,
    cpu: num(body['cpu']),
    memory: num(body['memory']),
    bandwidth: { devices: throughput(bandwidth['devices']), servers: throughput(bandwidth['servers']), disks: throughput(bandwidth['disks']) },
    stream: num(body['stream']),
    disk: num(body['disk']),
  };
}

/** The appliance's messages for a refused monitor request become the specification's errors. */
function specificError(error: unknown): unknown {
  if (error instanceof ApplianceRequestError && error.status === 400) {
    const detail = error.metadata['detail'];
    if (detail === 'processid is required') return new ProcessIdRequiredError();
    if (detail === 'interval must be >= 200') return new IntervalTooShortError(Number.NaN);
  }
  return error;
}

/** `/api/monitor/{system,applications,application}.json` through the persistent multipart reader. */
export class HttpMonitorAdapter implements MonitorPort {
  constructor(private readonly http: KyInstance) {}

  async *#samples<T>(kind: string, query: Record<string, number>, options: MonitorStreamOptions, parse: (value: unknown) => T | null): AsyncGenerator<T, void, undefined> {
    try {
      for await (const value of jsonParts(this.http, `monitor/${kind}.json`, {
        searchParams: { ...query, interval: options.interval },
        signal: options.signal,
        reconnect: true,
        // A sample every `interval`: only three missed samples (and at least 5 s) count as silence.
        silenceMs: Math.max(5000, options.interval * 3),
      })) {
        const sample = parse(value);
        if (sample !== null) yield sample;
      }
    } catch (error) {
      throw specificError(error);
    }
  }

  system(options: MonitorStreamOptions): AsyncIterable<MonitorData> {
    return this.#samples('system', {}, options, monitorDataOf);
  }

  applications(options: MonitorStreamOptions): AsyncIterable<readonly ApplicationSummary[]> {
    return this.#samples('applications', {}, options, (value) => (Array.isArray(value) ? value.map(applicationSummaryOf).filter((item): item is ApplicationSummary => item !== null) : null));
  }

  application(processid: number, options: MonitorStreamOptions): AsyncIterable<ApplicationDetails> {
    return this.#samples('application', { processid }, options, applicationDetailsOf);
  }
}
