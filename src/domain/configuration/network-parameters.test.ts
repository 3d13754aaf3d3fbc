import { describe, expect, it } from 'vitest';
import { createNetworkParameters } from './network-parameters';

describe('network parameters defaults', () => {
  it('network parameters: the ports and use flags of section 9', () => {
    const network = createNetworkParameters();
    expect([network.httpPort, network.httpsPort, network.rtspPort, network.rtspsPort, network.visionPort, network.mobilePort, network.sipPort, network.sipsPort, network.dynamicPort])
      .toEqual([80, 443, 554, 322, 59999, 60001, 5060, 5061, 16384]);
    expect([network.useHttp, network.useHttps, network.useRtsp, network.useRtsps, network.useVision, network.useMobile, network.useSip]).toEqual(Array(7).fill(true));
    expect([network.useSips, network.useTcpNotification, network.useHttpNotification]).toEqual([false, false, false]);
    expect(network.httpsCertificate).toBeNull();
  });
});
