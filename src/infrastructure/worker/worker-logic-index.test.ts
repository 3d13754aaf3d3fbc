import { describe, expect, it } from 'vitest';
import { LogicIndexSuperseded } from '../../application/logic/logic-index.port';
import { indexLogic, type LogicOutline } from '../../domain/configuration/controller/logic-parts';
import { decodeOutline, type LogicIndexRequest, type LogicIndexResponse } from './logic-index-protocol';
import { answerLogicIndex } from './logic-index-worker-host';
import { WorkerLogicIndex, type LogicIndexChannel } from './worker-logic-index.adapter';

/** A worker's channel in memory: the requests it received, answered by the worker's own host when the test says so. */
class FakeWorker implements LogicIndexChannel {
  readonly received: LogicIndexRequest[] = [];
  readonly #message: ((event: { readonly data: LogicIndexResponse }) => void)[] = [];
  readonly #error: ((event: unknown) => void)[] = [];
  postMessage(message: LogicIndexRequest): void {
    // What a structured clone keeps: data only.
    this.received.push(structuredClone(message));
  }
  addEventListener(type: 'message', listener: (event: { readonly data: LogicIndexResponse }) => void): void;
  addEventListener(type: 'error', listener: (event: unknown) => void): void;
  addEventListener(type: 'message' | 'error', listener: (event: { readonly data: LogicIndexResponse }) => void): void {
    if (type === 'message') this.#message.push(listener);
    else this.#error.push(listener as (event: unknown) => void);
  }
  /** Answers the request received at `at` as the worker would. */
  answer(at: number): void {
    this.send(answerLogicIndex(this.received[at]!));
  }
  send(response: LogicIndexResponse): void {
    for (const listener of this.#message) listener({ data: response });
  }
  crash(message: string): void {
    for (const listener of this.#error) listener({ message });
  }
}

/** g0 → g1 → g0 (a loop of and gates) and g2 fed by a calendar (and by g0, and a gate x<extra> alone, when `extra`); the gates carry fields the index does not need. */
function outline(extra = ''): LogicOutline {
  const gate = (id: string, reads: string[]) => ({ id, type: 'and', name: `Gate ${id}${extra}`, inputs: reads.map((linkId) => ({ linkId })), outputs: [{ id: `${id}-out`, name: 'Output' }] });
  return {
    terminals: [{ id: 'cal', type: 'calendar', inputs: [], outputs: [{ id: 'cal' }] }],
    members: [gate('g0', ['g1-out']), gate('g1', ['g0-out']), gate('g2', ['cal', extra ? 'g0-out' : '']), ...(extra ? [gate(`x${extra}`, [])] : [])],
  };
}

describe('WorkerLogicIndex (the page side of the logic index worker)', () => {
  it('opens the worker on the first request only, sends ids and link ids only, and answers with what the domain computes', async () => {
    const worker = new FakeWorker();
    let opened = 0;
    const port = new WorkerLogicIndex(() => (opened++, worker));
    expect(opened).toBe(0);
    const asked = port.index(outline());
    expect(opened).toBe(1);
    expect(worker.received).toHaveLength(1);
    const sent = worker.received[0]!;
    expect(sent.type).toBe('index');
    // Ids and link ids only: none of the gates' other fields crosses.
    expect(sent.outline).not.toContain('Gate g0');
    expect(decodeOutline(sent.outline).members[0]).toEqual({ id: 'g0', type: 'and', inputs: [{ linkId: 'g1-out' }], outputs: [{ id: 'g0-out' }] });
    worker.answer(0);
    const index = await asked;
    expect(index).toEqual(indexLogic(outline()));
    expect(index.cycles.map((cycle) => [...cycle].sort())).toEqual([['g0', 'g1']]);
    expect(index.parts).toEqual([['g0', 'g1', 'g2']]);
    const again = port.index(outline());
    worker.answer(1);
    await again;
    expect(opened).toBe(1);
  });

  it('keeps one request in the worker: a newer one waits, and one newer still replaces it', async () => {
    const worker = new FakeWorker();
    const port = new WorkerLogicIndex(() => worker);
    const first = port.index(outline());
    const second = port.index(outline('2'));
    const third = port.index(outline('3'));
    await expect(second).rejects.toBeInstanceOf(LogicIndexSuperseded);
    expect(worker.received).toHaveLength(1);
    worker.answer(0);
    await first;
    // The first answered, the newest goes in; the one it replaced never does.
    expect(worker.received).toHaveLength(2);
    expect(worker.received[1]!.id).not.toBe(worker.received[0]!.id);
    expect(decodeOutline(worker.received[1]!.outline).members.map((member) => member.id)).toEqual(['g0', 'g1', 'g2', 'x3']);
    // An answer to no request waiting is ignored.
    worker.send({ type: 'indexed', id: 999, index: { parts: [], cycles: [] } });
    worker.answer(1);
    expect((await third).parts).toEqual([['g0', 'g1', 'g2', 'x3']]);
  });

  it('rejects a request the worker failed, and serves the next; rejects all when the worker stops, and starts a new one for the next', async () => {
    const worker = new FakeWorker();
    const workers = [worker];
    const port = new WorkerLogicIndex(() => workers.shift()!);
    const failed = port.index(outline());
    worker.send({ type: 'failed', id: worker.received[0]!.id, message: 'out of memory' });
    await expect(failed).rejects.toThrow('the logic index failed: out of memory');
    const next = port.index(outline());
    expect(worker.received).toHaveLength(2);
    const waiting = port.index(outline('w'));
    worker.crash('boom');
    await expect(next).rejects.toThrow('the logic index worker stopped: boom');
    await expect(waiting).rejects.toThrow('the logic index worker stopped: boom');
    const restarted = new FakeWorker();
    workers.push(restarted);
    const after = port.index(outline());
    expect(restarted.received).toHaveLength(1);
    restarted.answer(0);
    expect((await after).parts).toEqual([['g0', 'g1', 'g2']]);
  });
});
