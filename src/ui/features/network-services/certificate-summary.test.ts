import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCertificate } from './certificate-summary';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../../test/fixtures/certificates/${name}`, import.meta.url)));

describe('readCertificate', () => {
  it('reads the subject, issuer and validity of a PEM or DER certificate', async () => {
    for (const name of ['vigil-https.pem', 'vigil-https.der']) {
      const summary = await readCertificate(fixture(name));
      expect(summary).toMatchObject({ subject: 'CN=vigil.example, O=Vigil Test', issuer: 'CN=vigil.example, O=Vigil Test' });
      expect(summary?.notAfter.toISOString()).toBe('2036-11-20T19:27:05.000Z');
    }
  });

  it('finds the certificate in a PEM file that holds other text first', async () => {
    const pem = readFileSync(new URL('../../../../test/fixtures/certificates/vigil-https.pem', import.meta.url), 'utf8');
    const summary = await readCertificate(new TextEncoder().encode(`Bag Attributes\n  friendlyName: vigil\n${pem}`));
    expect(summary?.subject).toBe('CN=vigil.example, O=Vigil Test');
  });

  it('says nothing of a PKCS#12 bundle or bytes that are no certificate', async () => {
    expect(await readCertificate(fixture('vigil-https.p12'))).toBeNull();
    expect(await readCertificate(new Uint8Array([1, 2, 3]))).toBeNull();
    expect(await readCertificate(new Uint8Array())).toBeNull();
  });
});
