import { describe, expect, it } from 'vitest';
import { createConfiguration } from './configuration';
import { createNativeDevice } from './device/device';
import { createNetworkVideoModule } from './device/video-module';
import { estimateRetention, recordingBitrate, retentionEstimates } from './retention-estimate';
import { createStore } from './store';

describe('retention estimate', () => {
  it('records at the CBR bitrate, or at the maximum for VBR, falling back on the other figure', () => {
    expect(recordingBitrate({ vbr: false, cbrBitrate: 2000, maxBitrate: 8000 })).toBe(2000);
    expect(recordingBitrate({ vbr: true, cbrBitrate: 2000, maxBitrate: 8000 })).toBe(8000);
    expect(recordingBitrate({ vbr: true, cbrBitrate: 2000, maxBitrate: 0 })).toBe(2000);
    expect(recordingBitrate({ vbr: false, cbrBitrate: 0, maxBitrate: 0 })).toBe(0);
  });

  it('divides the size limit by what the streams write a day', () => {
    // 4 Mbit/s in total = 43.2 GB a day; 432 GB last 10 days.
    const estimate = estimateRetention({ id: 's', limitSize: 432, limitTime: 0 }, [1000, 3000]);
    expect(estimate.bytesPerDay).toBe(43.2e9);
    expect(estimate.daysBySize).toBeCloseTo(10, 10);
    expect(estimate).toMatchObject({ days: estimate.daysBySize, limitedBy: 'size', streams: 2, unknownBitrates: 0, bitrateKbps: 4000 });
  });

  it('is capped by the time limit, and says so', () => {
    expect(estimateRetention({ id: 's', limitSize: 432, limitTime: 7 }, [4000])).toMatchObject({ days: 7, limitedBy: 'time' });
    expect(estimateRetention({ id: 's', limitSize: 432, limitTime: 30 }, [4000])).toMatchObject({ limitedBy: 'size' });
    expect(estimateRetention({ id: 's', limitSize: 0, limitTime: 30 }, [4000])).toMatchObject({ daysBySize: null, days: 30, limitedBy: 'time' });
  });

  it('gives no figure without a size limit, without streams or without any known bitrate', () => {
    expect(estimateRetention({ id: 's', limitSize: 0, limitTime: 0 }, [4000])).toMatchObject({ days: null, limitedBy: 'none' });
    expect(estimateRetention({ id: 's', limitSize: 100, limitTime: 30 }, [])).toMatchObject({ days: null, limitedBy: 'none', streams: 0 });
    expect(estimateRetention({ id: 's', limitSize: 100, limitTime: 0 }, [0, 0])).toMatchObject({ days: null, unknownBitrates: 2 });
  });

  it('sums the recording streams of each store, the default store taking those that name none', () => {
    const main = createStore({ id: 'main', default: true, limitSize: 100 });
    const archive = createStore({ id: 'archive', limitSize: 100 });
    const videos = [
      createNetworkVideoModule({ store: { use: true, id: 'archive' }, cbrBitrate: 2000 }),
      createNetworkVideoModule({ store: { use: true }, cbrBitrate: 1000 }),
      createNetworkVideoModule({ store: { use: false }, cbrBitrate: 9000 }),
      createNetworkVideoModule({ store: { use: true, id: 'main' }, vbr: true, maxBitrate: 3000 }),
    ];
    const base = createConfiguration();
    const configuration = { ...base, parameters: { ...base.parameters, stores: [main, archive] }, devices: [createNativeDevice({ videos })] };
    const estimates = retentionEstimates(configuration);
    expect(estimates.get('main')).toMatchObject({ streams: 2, bitrateKbps: 4000 });
    expect(estimates.get('archive')).toMatchObject({ streams: 1, bitrateKbps: 2000 });
  });
});
