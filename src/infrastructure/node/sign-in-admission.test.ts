import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { admitSignIn } from './sign-in-admission';
import { SignInThrottle } from './sign-in-throttle';

/** Just what admitSignIn reads and writes of a request and its answer. */
class FakeResponse extends EventEmitter {
  statusCode = 200;
  writableEnded = false;
  destroyed = false;
  body = '';
  writeHead(status: number): this {
    this.statusCode = status;
    return this;
  }
  end(body = ''): this {
    this.body = body;
    this.writableEnded = true;
    this.emit('finish');
    this.emit('close');
    return this;
  }
}

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

function attempt(throttle: SignInThrottle, path: string, search: string, authorization?: string) {
  const request = { headers: authorization ? { authorization } : {}, socket: { remoteAddress: '192.0.2.7' } } as unknown as IncomingMessage;
  const response = new FakeResponse();
  let admitted = false;
  admitSignIn(throttle, { request, response: response as unknown as ServerResponse, path, search }, () => {
    admitted = true;
  });
  return { response, admitted: () => admitted, answer: (status: number) => response.writeHead(status).end() };
}

describe('sign-in admission', () => {
  it('tries unproven credentials two at a time, keeps 32 waiting and refuses the rest with the reason', () => {
    const throttle = new SignInThrottle();
    const attempts = Array.from({ length: 40 }, (_, index) => attempt(throttle, '/api/configuration', '', basic('admin', `guess-${index}`)));
    expect(attempts.filter((each) => each.admitted())).toHaveLength(2);
    const refused = attempts.filter((each) => each.response.writableEnded);
    expect(refused).toHaveLength(6);
    expect(refused.map((each) => JSON.parse(each.response.body).detail)).toEqual(Array(6).fill('too many sign-in attempts at once from this address: try again in 1 s'));
    // Each failure lets the next one try; after the fifth, those still waiting are refused untried.
    for (let failure = 0; failure < 5; failure += 1) attempts.find((each) => each.admitted() && !each.response.writableEnded)!.answer(401);
    expect(attempts.filter((each) => each.admitted())).toHaveLength(6);
    const waited = attempts.filter((each) => !each.admitted() && each.response.writableEnded && JSON.parse(each.response.body).detail.startsWith('too many failed'));
    expect(waited.length).toBeGreaterThan(25);
  });

  it('lets waiting calls go at once when the credentials they carry were just proven, the sign-in check and Basic alike', () => {
    const throttle = new SignInThrottle();
    const signIn = attempt(throttle, '/api/login', '?user=admin&password=s%C3%A9same');
    const waiting = Array.from({ length: 10 }, () => attempt(throttle, '/api/configuration', '', basic('admin', 'sésame')));
    expect(waiting.filter((each) => each.admitted())).toHaveLength(1);
    signIn.answer(200);
    expect(waiting.every((each) => each.admitted())).toBe(true);
    // Another password from the same address is not proven by it.
    const other = Array.from({ length: 3 }, () => attempt(throttle, '/api/configuration', '', basic('admin', 'other')));
    expect(other.filter((each) => each.admitted())).toHaveLength(1);
  });

  it('withdraws proven credentials once they fail (the password changed)', () => {
    const throttle = new SignInThrottle();
    attempt(throttle, '/api/login', '?user=admin&password=old').answer(200);
    expect(attempt(throttle, '/api/configuration', '', basic('admin', 'old')).admitted()).toBe(true);
    const failed = attempt(throttle, '/api/configuration', '', basic('admin', 'old'));
    failed.answer(401);
    const next = Array.from({ length: 4 }, () => attempt(throttle, '/api/configuration', '', basic('admin', 'old')));
    expect(next.filter((each) => each.admitted())).toHaveLength(2);
  });

  it('lets calls without credentials straight through', () => {
    const throttle = new SignInThrottle();
    expect(Array.from({ length: 10 }, () => attempt(throttle, '/api/application', '')).every((each) => each.admitted())).toBe(true);
  });
});
