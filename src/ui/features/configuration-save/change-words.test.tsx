import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderReview } from '../../../../test/support/render-review';
import { nativeCamera } from '../../../../test/mothers/device.mother';
import { createConfiguration } from '../../../domain/configuration/configuration';
import type { ModelChange } from '../../../domain/configuration/model-change';

/**
 * The review's values of the device settings the document stores as codes,
 * in the device editor's words: a quality ranked among the levels the
 * camera's descriptor offers for the stream's codec (1 to 5 here), a
 * rotation, a display mode, an RTSP mode, a channel counted from 1.
 */
const camera = nativeCamera();
const [main] = camera.videos;
const draft = createConfiguration({ devices: [camera] });
const stream = (key: string, before: number, after: number): ModelChange => ({ kind: 'changed', path: ['devices', { id: camera.id }, 'videos', { id: main!.id }, key], before, after });
const CHANGES: readonly ModelChange[] = [
  stream('quality', 3, 4),
  stream('rotation', 0, 90),
  stream('rtspMode', 0, 4),
  stream('channel', 0, 1),
  { kind: 'changed', path: ['devices', { id: camera.id }, 'displayMode'], before: 0, after: 1 },
];

function showReview(language: 'en' | 'fr') {
  const list = renderReview(language, CHANGES, draft);
  return [...list.querySelectorAll('[data-kind] bdi')].map((element) => element.textContent);
}

describe('the review names device settings in words', () => {
  it('in English, as the device editor does', () => {
    expect(showReview('en')).toEqual([
      'Medium (3)', 'High (4)',
      'No rotation (0°)', 'Quarter turn (90°)',
      'Automatic (the device chooses)', 'Multicast',
      'Channel 1', 'Channel 2',
      'Standard', 'Alternative 1',
    ]);
    // The layout is the review's own: one item, its fields, each with before → after.
    expect(within(screen.getByRole('list', { name: 'Changes' })).getAllByText('→')).toHaveLength(CHANGES.length);
  });

  it('in French', () => {
    expect(showReview('fr')).toEqual([
      'Moyenne (3)', 'Haute (4)',
      'Aucune rotation (0°)', 'Quart de tour (90°)',
      "Automatique (l'équipement choisit)", 'Multicast',
      'Canal 1', 'Canal 2',
      'Standard', 'Variante 1',
    ]);
  });
});
