/** The network services of the appliance; defaults are the ports and use flags of section 9. */
export interface NetworkParameters {
  readonly useHttp: boolean;
  readonly httpPort: number;
  readonly useHttps: boolean;
  readonly httpsPort: number;
  readonly httpsUseDefaultCertificate: boolean;
  readonly httpsAutoCertificateDomain: string;
  /** The certificate's bytes, null when none is held. */
  readonly httpsCertificate: Uint8Array | null;
  readonly useRtsp: boolean;
  readonly rtspPort: number;
  readonly useRtsps: boolean;
  readonly rtspsPort: number;
  readonly useVision: boolean;
  readonly visionPort: number;
  readonly useMobile: boolean;
  readonly mobilePort: number;
  readonly useSip: boolean;
  readonly sipPort: number;
  readonly useSips: boolean;
  readonly sipsPort: number;
  readonly dynamicPort: number;
  readonly useTcpNotification: boolean;
  readonly useHttpNotification: boolean;
}

export const DEFAULT_PORTS = {
  http: 80, https: 443, rtsp: 554, rtsps: 322, vision: 59999, mobile: 60001, sip: 5060, sips: 5061, dynamic: 16384, ftp: 21,
} as const;

export function createNetworkParameters(fields: Partial<NetworkParameters> = {}): NetworkParameters {
  return {
    useHttp: true,
    httpPort: DEFAULT_PORTS.http,
    useHttps: true,
    httpsPort: DEFAULT_PORTS.https,
    // The appliance ships with its own certificate; nothing to upload until someone chooses to.
    httpsUseDefaultCertificate: true,
    httpsAutoCertificateDomain: '',
    httpsCertificate: null,
    useRtsp: true,
    rtspPort: DEFAULT_PORTS.rtsp,
    useRtsps: true,
    rtspsPort: DEFAULT_PORTS.rtsps,
    useVision: true,
    visionPort: DEFAULT_PORTS.vision,
    useMobile: true,
    mobilePort: DEFAULT_PORTS.mobile,
    useSip: true,
    sipPort: DEFAULT_PORTS.sip,
    useSips: false,
    sipsPort: DEFAULT_PORTS.sips,
    dynamicPort: DEFAULT_PORTS.dynamic,
    useTcpNotification: false,
    useHttpNotification: false,
    ...fields,
  };
}
