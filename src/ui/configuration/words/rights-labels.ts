import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RightFlag } from '../../../domain/configuration/effective-rights';
import type { RightsDevice, RightsOwner, RightsResource, RightsTarget } from '../../../domain/configuration/rights-resources';

/** The matrix's columns, as the specification's rights read to a person. */
export const RIGHT_LABELS: Record<RightFlag, MessageDescriptor> = {
  liveRead: msg`Live`,
  consultation: msg`Consultation`,
  exportation: msg`Export`,
  ptzWrite: msg`PTZ`,
};

/** The column headers on a phone, where the full words do not fit (the boxes keep the full words). */
export const RIGHT_SHORT_LABELS: Record<RightFlag, MessageDescriptor> = {
  liveRead: msg({ id: 'rights.short.live', message: 'Live' }),
  consultation: msg({ id: 'rights.short.consultation', message: 'Consult.' }),
  exportation: msg({ id: 'rights.short.export', message: 'Export' }),
  ptzWrite: msg({ id: 'rights.short.ptz', message: 'PTZ' }),
};

/** What each right allows, for the column headers' help and the effective rights view. */
export const RIGHT_HELP: Record<RightFlag, MessageDescriptor> = {
  liveRead: msg`Watch live video, read inputs and outputs`,
  consultation: msg`Play back recordings and history`,
  exportation: msg`Export recordings`,
  ptzWrite: msg`Move the camera, set outputs`,
};

/** A device as a person knows it: its name, else its model and address. */
function deviceLabel(i18n: I18n, device: RightsDevice): string {
  if (device.name.trim() !== '') return device.name;
  const model = [device.typename, device.address].filter((part) => part.trim() !== '').join(' ');
  return model === '' ? i18n._(msg`Unnamed device`) : model;
}

/** Model and address, shown beside the device's name. */
export function deviceDetails(device: RightsDevice): string {
  return [device.typename, device.address].filter((part) => part.trim() !== '').join(' · ');
}

export function ownerLabel(i18n: I18n, owner: RightsOwner): string {
  switch (owner.kind) {
    case 'device':
      return deviceLabel(i18n, owner.device!);
    case 'calendars':
      return i18n._(msg`Calendars`);
    case 'accesses':
      return i18n._(msg`Accesses`);
    case 'logic':
      return i18n._(msg`Logic controller`);
  }
}

/** The resource within its owner: its name with the stream it is, or a word for an unnamed one. */
export function resourceLabel(i18n: I18n, resource: RightsResource): string {
  const name = resource.name.trim();
  const rank = resource.rank;
  switch (resource.kind) {
    case 'video': {
      const channel = (resource.channel ?? 0) + 1;
      const stream = (resource.stream ?? 0) + 1;
      const where = i18n._(msg`channel ${channel}, stream ${stream}`);
      return name === '' ? i18n._(msg`Camera ${where}`) : i18n._(msg`${name} (${where})`);
    }
    case 'input':
      return name === '' ? i18n._(msg`Input ${rank}`) : name;
    case 'output':
      return name === '' ? i18n._(msg`Output ${rank}`) : name;
    case 'state':
      return name === '' ? i18n._(msg`Connection state ${rank}`) : name;
  }
}

export const RESOURCE_KIND_LABELS: Record<RightsResource['kind'], MessageDescriptor> = {
  video: msg`Camera stream`,
  input: msg`Input`,
  output: msg`Output`,
  state: msg`Connection state`,
};

/** The owner and the resource, for labels read out of context ("Live — Entrance camera: Entrance (channel 1, stream 1)"). */
export function resourceFullLabel(i18n: I18n, owner: RightsOwner | undefined, resource: RightsResource): string {
  const name = resourceLabel(i18n, resource);
  if (!owner) return name;
  const where = ownerLabel(i18n, owner);
  return i18n._(msg`${where}: ${name}`);
}

/** What a rights entry outside the matrix points at, or that it points at nothing any more. */
export function targetLabel(i18n: I18n, target: RightsTarget, owners: ReadonlyMap<string, RightsOwner>): string {
  switch (target.kind) {
    case 'resource':
      return resourceFullLabel(i18n, owners.get(target.resource.owner), target.resource);
    case 'device': {
      const device = deviceLabel(i18n, target.device);
      return i18n._(msg`The device ${device}`);
    }
    case 'module': {
      const device = deviceLabel(i18n, target.device);
      const module = target.name.trim() === '' ? target.moduleType : target.name;
      return i18n._(msg`${device}: module ${module}`);
    }
    case 'dangling':
      return i18n._(msg`No longer in the configuration`);
  }
}
