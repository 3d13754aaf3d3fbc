import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sequentialGuids } from '../guid';
import { createNativeDevice } from './device';
import { streamRuleProblems } from './device-rules';
import { groupByChannel } from './video-channel';
import { createNetworkVideoModule, type AnyVideoModule } from './video-module';
import { propertyParameters } from '../../../../test/support/property-seed';

/** Distinct channels, each with one or two streams, listed channel after channel. */
const channelLayout = fc.uniqueArray(fc.record({ channel: fc.nat(15), streams: fc.integer({ min: 1, max: 2 }), name: fc.string() }), {
  selector: (entry) => entry.channel,
  maxLength: 6,
});

function videosOf(layout: readonly { channel: number; streams: number; name: string }[]): AnyVideoModule[] {
  const ids = sequentialGuids();
  return layout.flatMap(({ channel, streams, name }) => Array.from({ length: streams }, (_, stream) => createNetworkVideoModule({ channel, stream, name }, ids)));
}

describe('video channels (properties)', () => {
  it('grouping by channel keeps every stream, channels in order, and a well-ordered layout breaks no stream rule', () => {
    fc.assert(
      fc.property(channelLayout, (layout) => {
        const videos = videosOf(layout);
        const groups = groupByChannel(videos);
        expect(groups.map((group) => group[0]!.channel)).toEqual(layout.map((entry) => entry.channel));
        expect(groups.flat()).toEqual(videos);
        expect(streamRuleProblems(createNativeDevice({ videos }, sequentialGuids(2)))).toEqual([]);
      }),
      propertyParameters(),
    );
  });

  it('a swapped pair of streams in a channel is always reported', () => {
    fc.assert(
      fc.property(channelLayout.filter((layout) => layout.some((entry) => entry.streams === 2)), (layout) => {
        const videos = videosOf(layout);
        const at = videos.findIndex((video) => video.stream === 1);
        const swapped = [...videos.slice(0, at - 1), videos[at]!, videos[at - 1]!, ...videos.slice(at + 1)];
        const problems = streamRuleProblems(createNativeDevice({ videos: swapped }, sequentialGuids(2)));
        expect(problems.map((problem) => problem.message)).toEqual(['streams are in wrong order', 'streams are in wrong order']);
      }),
      propertyParameters(),
    );
  });
});
