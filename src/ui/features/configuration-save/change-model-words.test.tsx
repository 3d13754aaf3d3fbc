import { describe, expect, it } from 'vitest';
import { renderReview } from '../../../../test/support/render-review';
import { specOnlyConfiguration } from '../../../../test/support/codec-fields';
import type { ModelChange } from '../../../domain/configuration/model-change';

/**
 * The review of changes to fields no page edits (or edits as codes), on the
 * fixture that holds one of every entity of the specification: labels from
 * the model's table instead of keys, an io's flags and direction in the
 * Inputs and outputs tab's words, booleans as yes/no, a device's kind, a
 * stream's protocol and bitrates, a PTZ module's time release and an audio
 * module's bitrate with their units, the PTZ capabilities as the PTZ tab
 * says them, identifiers by the names of what they point at, a weekly
 * range's weekday by its name.
 */
const draft = specOnlyConfiguration();
const and = draft.controller.gates.find((gate) => gate.type === 'and')!;
const changed = (path: ModelChange['path'], before: unknown, after: unknown): ModelChange => ({ kind: 'changed', path, before, after });
const device = ['devices', { id: '300-1' }] as const;
const CHANGES: readonly ModelChange[] = [
  changed(['calendars', { id: '600-1' }, 'io', 'flags'], 1, 33),
  changed([...device, 'type'], 17235970, 18874369),
  changed([...device, 'connectionStateIO', 'flags'], 48, 20),
  changed([...device, 'connectionStateIO', 'direction'], 0, 1),
  changed(['application', 'brand'], 0, 1),
  changed([...device, 'descriptor', 'io', 'logicInputs'], 1, 2),
  changed([...device, 'descriptor', 'video', 'channels', 0, 'ptz', 'zone'], false, true),
  changed([...device, 'ptz', 'timeRelease'], 30, 60),
  changed([...device, 'audioInputs', { id: '300-21' }, 'bitrate'], 64, 32),
  changed([...device, 'videos', { id: '300-12' }, 'protocol'], 1, 2),
  changed([...device, 'videos', { id: '300-12' }, 'maxBitrate'], 4096, 8192),
  changed([...device, 'videos', { id: '300-12' }, 'rtspKeepalive'], true, false),
  changed([...device, 'videos', { id: '300-11' }, 'store', 'id'], '100-1', '100-2'),
  changed(['controller', 'gates', { id: and.id }, 'inputs', 0, 'linkId'], '300-41', '600-11'),
  changed(['calendars', { id: '600-1' }, 'ranges', 1, 'begin', 'weekday'], 6, 0),
];

/** Each change as the review shows it: "label: before → after". */
function showReview(language: 'en' | 'fr'): string[] {
  const list = renderReview(language, CHANGES, draft);
  return [...list.querySelectorAll('[data-kind]')].map((line) => {
    const [before, after] = [...line.querySelectorAll('bdi')].map((value) => value.textContent);
    const label = [...line.querySelectorAll('*')].find((element) => element.children.length === 0 && /:$/.test(element.textContent ?? ''))?.textContent;
    return `${label} ${before} → ${after}`;
  });
}

describe('the review says fields no page names, and values stored as codes, in words', () => {
  it('in English', () => {
    // Grouped by item, as the review lists them: the calendar, the device, the application, the gate.
    expect(showReview('en')).toEqual([
      'Input/output › Flags: Virtual, Normally open (NO), Bistable → Virtual, Normally open (NO), Monostable',
      'Ranges › Weekend patrol › Begin › Weekday: Saturday → Sunday',
      'Kind: Native → ONVIF',
      'Connection state › Flags: Normally closed (NC), Monostable → Logic configurable, Normally closed (NC), Bistable',
      'Connection state › Direction: Input → Output',
      'Capabilities › Inputs and outputs › Logical inputs: 1 → 2',
      'Capabilities › Video › Channels › Pan, tilt and zoom › Zoom on a zone: no → yes',
      'Pan, tilt and zoom › Time release: 30 s → 60 s',
      'Audio inputs › Entrance microphone › Bitrate: 64 kbit/s → 32 kbit/s',
      'Video streams › Stream 2 › Network protocol: RTSP → HTTP',
      'Video streams › Stream 2 › Maximum bitrate: 4096 kbit/s → 8192 kbit/s',
      'Video streams › Stream 2 › RTSP keep-alive: yes → no',
      'Video streams › Stream 1 › Recording store › Store: Main storage → Archives',
      'Brand: 0 → 1',
      'Inputs › Input 1 › Source: Vigil NC-200 192.168.1.21: Entrance connection → Calendars: Opening hours',
    ]);
  });

  it('in French', () => {
    expect(showReview('fr')).toEqual([
      'Entrée/sortie › Indicateurs: Virtuel, Normalement ouvert (NO), Bistable → Virtuel, Normalement ouvert (NO), Monostable',
      'Plages › Weekend patrol › Début › Jour de la semaine: samedi → dimanche',
      'Type: Natif → ONVIF',
      'État de connexion › Indicateurs: Normalement fermé (NF), Monostable → Logique configurable, Normalement fermé (NF), Bistable',
      'État de connexion › Sens: Entrée → Sortie',
      'Capacités › Entrées et sorties › Entrées logiques: 1 → 2',
      'Capacités › Vidéo › Canaux › Orientation, inclinaison et zoom › Zoom sur une zone: non → oui',
      'Orientation, inclinaison et zoom › Délai de libération: 30 s → 60 s',
      'Entrées audio › Entrance microphone › Débit: 64 kbit/s → 32 kbit/s',
      'Flux vidéo › Flux 2 › Protocole réseau: RTSP → HTTP',
      'Flux vidéo › Flux 2 › Débit maximal: 4096 kbit/s → 8192 kbit/s',
      'Flux vidéo › Flux 2 › Maintien de connexion RTSP: oui → non',
      'Flux vidéo › Flux 1 › Stockage d’enregistrement › Stockage: Main storage → Archives',
      'Marque: 0 → 1',
      'Entrées › Entrée 1 › Source: Vigil NC-200 192.168.1.21 : Entrance connection → Calendriers : Opening hours',
    ]);
  });
});
