import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApplicationState } from '../../../application/ports/monitor.port';

export const APPLICATION_STATE_LABELS: Record<ApplicationState, MessageDescriptor> = {
  idle: msg`idle`,
  ready: msg`ready`,
  run: msg`running`,
  start: msg`starting`,
  terminate: msg`terminating`,
  wait: msg`waiting`,
  reload: msg`reloading`,
  restart: msg`restarting`,
};

export const APPLICATION_STATE_PALETTES: Record<ApplicationState, string> = {
  idle: 'gray',
  ready: 'blue',
  run: 'green',
  start: 'orange',
  terminate: 'orange',
  wait: 'gray',
  reload: 'orange',
  restart: 'orange',
};
