import { describe, expect, it } from 'vitest';
import { hostOfOrigin } from './appliance-client-session';

describe('hostOfOrigin', () => {
  it("reads the console's origin as the client library's host", () => {
    expect(hostOfOrigin('http://10.0.0.5:8080')).toEqual({ address: '10.0.0.5', ssl: false, ports: { http: 8080 } });
    expect(hostOfOrigin('https://vigil.example')).toEqual({ address: 'vigil.example', ssl: true, ports: { https: undefined } });
  });
});
