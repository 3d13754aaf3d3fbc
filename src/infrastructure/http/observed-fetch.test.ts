import { describe, expect, it } from 'vitest';
import { observedFetch } from './observed-fetch';

function recorder() {
  const outcomes: string[] = [];
  return { outcomes, port: { answered: () => outcomes.push('answered'), unanswered: () => outcomes.push('unanswered') } };
}

describe('a fetch that tells whether the appliance answered', () => {
  it('counts any status as an answer, but 502, 503 and 504', async () => {
    const { outcomes, port } = recorder();
    for (const status of [200, 401, 404, 500, 502, 503, 504]) {
      const fetch = observedFetch(async () => new Response(null, { status }), () => port);
      await fetch('http://appliance/api/x');
    }
    expect(outcomes).toEqual(['answered', 'answered', 'answered', 'answered', 'unanswered', 'unanswered', 'unanswered']);
  });

  it('counts a network failure as no answer, and rethrows it', async () => {
    const { outcomes, port } = recorder();
    const fetch = observedFetch(() => Promise.reject(new TypeError('Failed to fetch')), () => port);
    await expect(fetch('http://appliance/api/x')).rejects.toThrow('Failed to fetch');
    expect(outcomes).toEqual(['unanswered']);
  });

  it('says nothing of a call its caller aborted', async () => {
    const { outcomes, port } = recorder();
    const controller = new AbortController();
    const fetch = observedFetch((_, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))), () => port);
    const call = fetch('http://appliance/api/x', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toThrow('aborted');
    expect(outcomes).toEqual([]);
  });
});
