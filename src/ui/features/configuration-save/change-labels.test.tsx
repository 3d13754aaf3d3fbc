import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderReview } from '../../../../test/support/render-review';
import { MOTHER_STORE_ID, nativeCamera } from '../../../../test/mothers/device.mother';
import { createCalendar } from '../../../domain/configuration/calendar';
import { createDailyRange } from '../../../domain/configuration/calendar-range';
import { createConfiguration } from '../../../domain/configuration/configuration';
import { createContact } from '../../../domain/configuration/contact';
import { createAlertMessage, createMessageContact } from '../../../domain/configuration/controller/alert-gates';
import { createController } from '../../../domain/configuration/controller/controller';
import { createGate } from '../../../domain/configuration/controller/gate-factory';
import type { ModelChange } from '../../../domain/configuration/model-change';
import { createParameters } from '../../../domain/configuration/parameters';
import { createStore } from '../../../domain/configuration/store';
import { createRightsEntry, createUser, createUserGroup } from '../../../domain/configuration/user-group';

/**
 * The review names the places below a field as the pages' controls do, not
 * by their model keys: a device's streams counted from 1 with the Video
 * tab's labels, a module's recording store, a gate's own fields, inputs and alert
 * recipients with the inspector's labels, a store's fields, a group's users and rights
 * with the users page's words, a calendar's ranges with the range form's.
 */
const camera = nativeCamera();
const [main, second] = camera.videos;
const archive = createStore({ id: MOTHER_STORE_ID, name: 'Archive', path: '/a' });
const clock = createGate('clock', { name: 'Blinker', period: 500, id: 'g-1' });
const and = createGate('and', { name: 'Both doors', id: 'g-2' });
const claire = createContact({ id: 'c-1', name: 'Martin', firstname: 'Claire' });
const mail = createGate('alert-mail', { name: 'Mail the guard', id: 'g-3', message: createAlertMessage({ contacts: [createMessageContact(claire.id)] }) });
const blinker = createGate('template', { name: 'Blink template', id: 'g-4', parameters: [{ gateIdentifier: 'g-9', name: 'Blink period', value: 500, optional: false }] });
const operators = createUserGroup({ name: 'Operators', id: 'grp-1', users: [createUser({ name: 'claire', id: 'u-1' })], rights: [createRightsEntry(main!.id, { liveRead: true })] });
const hours = createCalendar({ name: 'Opening hours', id: 'cal-1', ranges: [createDailyRange({ name: '' })] });
const draft = createConfiguration({
  devices: [camera],
  parameters: createParameters({ stores: [archive] }),
  controller: createController({ gates: [clock, and, mail, blinker] }),
  contacts: [claire],
  groups: [operators],
  calendars: [hours],
});

const changed = (path: ModelChange['path'], before: unknown, after: unknown): ModelChange => ({ kind: 'changed', path, before, after });
const device = ['devices', { id: camera.id }] as const;
const CHANGES: readonly ModelChange[] = [
  changed([...device, 'videos', { id: second!.id }, 'quality'], 3, 4),
  changed([...device, 'videos', { id: main!.id }, 'rtspKeepalive'], true, false),
  changed([...device, 'videos', { id: main!.id }, 'store', 'use'], true, false),
  changed(['controller', 'gates', { id: clock.id }, 'period'], 500, 250),
  changed(['controller', 'gates', { id: and.id }, 'inputs', 0, 'linkId'], '', 'x'),
  changed(['controller', 'gates', { id: mail.id }, 'message', 'contacts', { id: claire.id }, 'sms'], false, true),
  changed(['controller', 'gates', { id: blinker.id }, 'parameters', 0, 'value'], 500, 250),
  changed(['parameters', 'stores', { id: archive.id }, 'limitTime'], 30, 60),
  changed(['groups', { id: operators.id }, 'rights', { id: main!.id }, 'liveRead'], true, false),
  changed(['groups', { id: operators.id }, 'users', { id: 'u-1' }, 'remote'], false, true),
  changed(['calendars', { id: hours.id }, 'ranges', 0, 'begin', 'weekday1'], false, true),
];

function showReview(language: 'en' | 'fr'): string[] {
  const list = renderReview(language, CHANGES, draft);
  // Each change's line starts with its field's label, then a colon.
  return within(list).getAllByText(/:$/).map((label) => label.textContent ?? '');
}

describe('the review names fields as the pages do', () => {
  it('in English', () => {
    expect(showReview('en')).toEqual([
      'Video streams › Stream 2 › Quality:',
      'Video streams › Stream 1 › RTSP keep-alive:',
      'Video streams › Stream 1 › Recording store › Recorded:',
      'Period (ms):',
      'Inputs › Input 1 › Source:',
      'Message › Recipients › Martin, Claire › SMS:',
      'Parameters › Blink period:',
      'Keep recordings for:',
      'Rights › Entrance camera: Entrance (channel 1, stream 1) › Live:',
      'Users › claire › Remote access:',
      'Ranges › Range 1 › Begin › Monday:',
    ]);
    // The layout is the review's own: grouped by item, each change before → after.
    expect(within(screen.getByRole('list', { name: 'Changes' })).getAllByText('→')).toHaveLength(CHANGES.length);
  });

  it('in French', () => {
    expect(showReview('fr')).toEqual([
      'Flux vidéo › Flux 2 › Qualité:',
      'Flux vidéo › Flux 1 › Maintien de connexion RTSP:',
      'Flux vidéo › Flux 1 › Stockage d’enregistrement › Enregistré:',
      'Période (ms):',
      'Entrées › Entrée 1 › Source:',
      'Message › Destinataires › Martin, Claire › SMS:',
      'Paramètres › Blink period:',
      'Conserver les enregistrements:',
      'Droits › Entrance camera : Entrance (canal 1, flux 1) › Direct:',
      'Utilisateurs › claire › Accès à distance:',
      'Plages › Plage 1 › Début › lundi:',
    ]);
  });
});
