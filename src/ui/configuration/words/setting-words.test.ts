import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { toggleChannel } from '../../features/device-editor/onvif-channels-choice';
import { channelOptions, channelWords, displayModeWords, qualityWords, rotationWords, streamWords, wordOptions } from './setting-words';

// Source (English) messages: compiled catalogs are not needed to read the words.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const say = (descriptor: MessageDescriptor) => i18n._(descriptor);

describe('device setting words', () => {
  it('names each quality by its rank among the levels the codec offers, keeping the number', () => {
    expect([1, 2, 3, 4, 5].map((value) => say(qualityWords(value, [5, 4, 3, 2, 1])))).toEqual(['Lowest (1)', 'Low (2)', 'Medium (3)', 'High (4)', 'Highest (5)']);
    expect([10, 50, 90].map((value) => say(qualityWords(value, [10, 50, 90])))).toEqual(['Low (10)', 'Medium (50)', 'High (90)']);
    expect(say(qualityWords(3, [1, 2, 3, 4, 5, 6, 7]))).toBe('Level 3 of 7 (3)');
    expect(say(qualityWords(9, [1, 2, 3]))).toBe('Level 9');
  });

  it('names rotations and display modes, and counts channels and streams from 1', () => {
    expect([0, 90, 180, 270, 45].map((degrees) => say(rotationWords(degrees)))).toEqual(['No rotation (0°)', 'Quarter turn (90°)', 'Upside down (180°)', 'Three-quarter turn (270°)', '45°']);
    expect([0, 1, 2].map((mode) => say(displayModeWords(mode)))).toEqual(['Standard', 'Alternative 1', 'Alternative 2']);
    expect(say(channelWords(0))).toBe('Channel 1');
    expect(say(streamWords(1))).toBe('Stream 2');
  });

  it('offers the channels 0 … n-1 as Channel 1 … n, and keeps a current value outside them, said so', () => {
    expect(channelOptions(2).map((option) => [option.value, say(option.label!)])).toEqual([[0, 'Channel 1'], [1, 'Channel 2']]);
    expect(channelOptions(2, 1)).toHaveLength(2);
    expect(channelOptions(2, 5).map((option) => [option.value, say(option.label!)])).toEqual([[0, 'Channel 1'], [1, 'Channel 2'], [5, 'Channel 6 (not on this device)']]);
    expect(wordOptions([0, 180], rotationWords, 90).map((option) => option.value)).toEqual([0, 180, 90]);
    expect(wordOptions([0, 180], rotationWords, 0).map((option) => option.value)).toEqual([0, 180]);
  });

  it('toggles a channel in a 0-based list, kept in order', () => {
    expect(toggleChannel([0, 1], 0, false)).toEqual([1]);
    expect(toggleChannel([1], 0, true)).toEqual([0, 1]);
    expect(toggleChannel([0, 1], 1, true)).toEqual([0, 1]);
  });
});
