import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withSiteGates } from '../../../../test/fixtures/configuration/site-gates';
import { simulatedSiteExamples } from '../../../../test/fixtures/simulated-site-examples';
import { main } from '../../../composition/config-cli';

const examples = (name: string): string => fileURLToPath(new URL(`../../../../docs/examples/${name}`, import.meta.url));

async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: { write: (chunk: string) => (stdout += chunk) }, stderr: { write: (chunk: string) => (stderr += chunk) }, env: {} });
  return { code, stdout, stderr };
}

describe('vigil config simulate', () => {
  it('the example documents are the simulated site as the simulator seeds it (and the same with a door alarm mail)', () => {
    const { site, nightAlert } = simulatedSiteExamples();
    expect(readFileSync(examples('simulated-site.xml'), 'utf8')).toBe(site);
    expect(readFileSync(examples('simulated-site-door-mail.xml'), 'utf8')).toBe(nightAlert);
  });

  it('runs the opening-hours example: the trace shows the calendar and the door alarm, every expectation is met', async () => {
    const result = await run(['simulate', examples('simulated-site.xml'), '--scenario', examples('opening-hours.scenario.json')]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('+30m         2026-11-23 07:30:00  Entrance door contact = 1  (input)\n');
    expect(result.stdout).toContain('+1h          2026-11-23 08:00:00  Door forced out of hours › Door alarm = 1\n');
    expect(result.stdout).toContain('+11h         2026-11-23 18:00:00  Opening hours = 0\n');
    expect(result.stdout).toContain('7 expectations met\n');
  });

  it('runs the door-mail example: the alert goes to both contacts, once a minute at most, not at the weekend; --json gives the same', async () => {
    const args = ['simulate', examples('simulated-site-door-mail.xml'), '--scenario', examples('door-mail.scenario.json')];
    const result = await run(args);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('ALERT alert-mail "Door alarm mail" "Entrance door opened" to mail Claire Martin <claire.martin@example.com>, sms Claire Martin <+33612345678>, mail Daniel Okafor <daniel.okafor@example.com>; video 2026-11-27 17:09:57 to 2026-11-27 17:10:03\n');
    expect(result.stdout).toContain('5 expectations met\n');
    const json = JSON.parse((await run([...args, '--json'])).stdout) as { passed: boolean; trace: { kind: string; at: number }[]; expectations: { ok: boolean }[] };
    expect(json.passed).toBe(true);
    expect(json.trace.filter((entry) => entry.kind === 'alert').map((entry) => new Date(entry.at).getMinutes())).toEqual([10, 11]);
    expect(json.expectations.every((each) => each.ok)).toBe(true);
  });

  it('fails with a clear message when an expectation is wrong', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-simulate-'));
    const scenario = JSON.parse(readFileSync(examples('door-mail.scenario.json'), 'utf8')) as { expect: unknown[] };
    scenario.expect = [
      { at: '10m5s', io: 'Door alarm', value: 0 },
      { alert: 'Door alarm mail', fired: true, to: ['Someone Else'], from: '10m', until: '10m' },
      { alert: 'Door alarm mail', fired: false, from: '1d', until: '2d' },
    ];
    const wrong = join(dir, 'wrong.json');
    writeFileSync(wrong, JSON.stringify(scenario));
    const result = await run(['simulate', examples('simulated-site-door-mail.xml'), '--scenario', wrong]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('expectation failed: "Door alarm" is 1 at +10m5s, expected 0\n'
      + 'expectation failed: the alert "Door alarm mail" fired at +10m, but not to "Someone Else" (it went to mail Claire Martin, sms Claire Martin, mail Daniel Okafor)\n');
    expect(result.stdout).toContain('  FAILED expect[0]: "Door alarm" is 1 at +10m5s, expected 0\n');
    expect(result.stdout).toContain('  ok     expect[2]: the alert "Door alarm mail" did not fire between +1d and +2d\n');
    expect(result.stdout).toContain('2 of 3 expectations failed\n');
  });

  it('names the field of a scenario that cannot run, and an io the document does not have', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-simulate-'));
    const write = (name: string, value: unknown): string => {
      const path = join(dir, name);
      writeFileSync(path, JSON.stringify(value));
      return path;
    };
    const site = examples('simulated-site.xml');
    const badOffset = await run(['simulate', site, '--scenario', write('a.json', { start: '2026-11-23T07:00:00', duration: '1h', inputs: [{ at: 'soon', io: 'x', value: 1 }] })]);
    expect(badOffset.code).toBe(1);
    expect(badOffset.stderr).toBe('scenario: inputs[0].at: "soon" is not an offset (a number of milliseconds, or like "90s", "1h30m", "2d")\n');
    const unknown = await run(['simulate', site, '--scenario', write('b.json', { start: '2026-11-23T07:00:00', duration: '1h', inputs: [{ at: '1m', io: 'Back door', value: 1 }] })]);
    expect(unknown.stderr).toBe('scenario: inputs[0].io: no io, gate or link is named or identified "Back door"\n');
    const driven = await run(['simulate', site, '--scenario', write('c.json', { start: '2026-11-23T07:00:00', duration: '1h', inputs: [{ at: '1m', io: 'Door alarm', value: 1 }] })]);
    expect(driven.stderr).toBe('scenario: inputs[0].io: "Door alarm" is not an input: Door forced out of hours › Door alarm is driven by its gate\n');
    const missing = await run(['simulate', site]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('simulate needs --scenario SCENARIO.json');
  });

  it('runs a real site: a template whose nested template reads its own input, a custom gate, alerts by mail and FTP', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vigil-simulate-'));
    const site = join(dir, 'site.xml');
    writeFileSync(site, withSiteGates(simulatedSiteExamples().site));
    expect((await run(['sign', site, '-o', site])).code).toBe(0);
    const scenario = join(dir, 'scenario.json');
    writeFileSync(scenario, JSON.stringify({
      start: '2026-11-23T07:00:00',
      duration: '2h',
      inputs: [{ at: '10m', io: 'Entrance door contact', value: 1 }, { at: '20m', io: 'Entrance door contact', value: 0 }, { at: '1h30m', io: 'Entrance door contact', value: 1 }],
      expect: [
        { at: '10m', io: 'Forced', value: 1 },
        { at: '10m', io: 'Siren', value: 1 },
        { alert: 'Door forced mail', fired: true, to: ['Claire Martin'], from: '10m', until: '10m' },
        { alert: 'Door forced evidence', fired: true, from: '10m', until: '10m' },
        { at: '1h30m', io: 'Forced', value: 0 },
        { alert: 'Door forced mail', fired: false, from: '20m', until: '2h' },
      ],
    }));
    const result = await run(['simulate', site, '--scenario', scenario]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    // The template's own parameters name settings its gates do not have: noted, not fatal.
    expect(result.stdout).toContain('note: "Blink": parameter "Blink period" names no setting of this gate: ignored');
  });
});
