import type { NetworkParameters } from '../../../domain/configuration/network-parameters';

/** Where the HTTPS certificate comes from. */
export type CertificateMode = 'default' | 'automatic' | 'uploaded';

/**
 * The mode the three fields express: the appliance's own certificate when
 * `httpsUseDefaultCertificate`, else an automatic one when a domain is set,
 * else the uploaded bytes (or none yet).
 */
export function certificateModeOf(network: NetworkParameters): CertificateMode {
  if (network.httpsUseDefaultCertificate) return 'default';
  return network.httpsAutoCertificateDomain.trim() === '' ? 'uploaded' : 'automatic';
}

/**
 * The fields for a chosen mode, changing no more than needed: the other
 * modes' values are kept (switching back finds them) except the domain when
 * choosing the uploaded certificate, since a domain would mean 'automatic'.
 */
export function withCertificateMode(network: NetworkParameters, mode: CertificateMode): NetworkParameters {
  switch (mode) {
    case 'default':
      return network.httpsUseDefaultCertificate ? network : { ...network, httpsUseDefaultCertificate: true };
    case 'automatic':
      return network.httpsUseDefaultCertificate ? { ...network, httpsUseDefaultCertificate: false } : network;
    case 'uploaded':
      return !network.httpsUseDefaultCertificate && network.httpsAutoCertificateDomain === ''
        ? network
        : { ...network, httpsUseDefaultCertificate: false, httpsAutoCertificateDomain: '' };
  }
}
