import { describe, expect, it } from 'vitest';
import { nativeCamera } from '../../../../test/mothers/device.mother';
import { sequentialGuids } from '../guid';
import { audioProblems } from './audio-rules';
import { createAudioCodecDescriptor, createAudioDescriptor } from './descriptor';
import { createAudioInModule, createAudioOutModule } from './other-modules';

const audioIn = createAudioDescriptor({ channels: [{ codecs: [createAudioCodecDescriptor({ name: 'g711m', frequencies: [8000] }), createAudioCodecDescriptor({ name: 'aac' })] }] });

describe('audio codecs against the descriptor', () => {
  it('accepts the descriptor codecs in the modules spelling, and any known codec on a channel the descriptor lacks', () => {
    const ids = sequentialGuids();
    const camera = nativeCamera();
    const codecs = [['G.711mu', 0], ['AAC', 0], ['PCM', 0], ['PCM', 1], ['g726', 1]] as const;
    const device = { ...camera, descriptor: { ...camera.descriptor!, audioIn }, audioInputs: codecs.map(([codec, channel]) => createAudioInModule({ codec, channel }, ids)) };
    expect(audioProblems(device).map((problem) => problem.path)).toEqual(['audio-inputs/audio-input[3]/codec', 'audio-inputs/audio-input[5]/codec']);
  });

  it('reports a module codec the channel does not offer, or an unknown one without descriptor', () => {
    const ids = sequentialGuids();
    const camera = nativeCamera();
    const device = {
      ...camera,
      descriptor: { ...camera.descriptor!, audioIn },
      audioInputs: [createAudioInModule({ codec: 'G.711mu' }, ids), createAudioInModule({ codec: 'PCM' }, ids)],
      audioOutputs: [createAudioOutModule({ codec: 'G.726' }, ids), createAudioOutModule({ codec: 'g726' }, ids)],
    };
    expect(audioProblems(device).map((problem) => problem.path)).toEqual(['audio-inputs/audio-input[2]/codec', 'audio-outputs/audio-output[2]/codec']);
  });
});
