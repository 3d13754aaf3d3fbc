/** What the page shows of an uploaded HTTPS certificate. */
export interface CertificateSummary {
  readonly subject: string;
  readonly issuer: string;
  readonly notBefore: Date;
  readonly notAfter: Date;
}

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/;

/** The first certificate of a PEM text, or null when the bytes are not PEM (then they may be DER). */
function pemOf(bytes: Uint8Array): string | null {
  // Only the start is decoded: a DER file or a PKCS#12 bundle is not text.
  const text = new TextDecoder('latin1').decode(bytes.subarray(0, Math.min(bytes.length, 1 << 20)));
  return PEM_BLOCK.exec(text)?.[0] ?? null;
}

/**
 * The subject, issuer and validity of a certificate in PEM or DER, or null
 * when it cannot be read (a PKCS#12 bundle, a key, anything else): the bytes
 * are stored all the same, the appliance may know better. @peculiar/x509 (and
 * the metadata polyfill its injector needs) is imported on first use, so only
 * the network page's visitors download it.
 */
export async function readCertificate(bytes: Uint8Array): Promise<CertificateSummary | null> {
  await import('reflect-metadata');
  const { X509Certificate } = await import('@peculiar/x509');
  try {
    const pem = pemOf(bytes);
    const certificate = pem === null ? new X509Certificate(Uint8Array.from(bytes)) : new X509Certificate(pem);
    return { subject: certificate.subject, issuer: certificate.issuer, notBefore: certificate.notBefore, notAfter: certificate.notAfter };
  } catch {
    return null;
  }
}
