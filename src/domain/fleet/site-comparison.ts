import type { Configuration } from '../configuration/configuration';
import type { Gate } from '../configuration/controller/gate';
import type { Device } from '../configuration/device/device';
import type { ModelChange } from '../configuration/model-change';
import { diffModel } from '../configuration/model-diff';
import type { UserGroup } from '../configuration/user-group';
import { modelRepresentatives, STREAM_SETTING_KEYS, templatesOf } from './cross-site-items';
import { alignmentMap, ownIds, renameIds } from './site-alignment';

/** A template whose wires to signals outside it are cut: what it is wired to is the site's own business. */
function detached(gate: Gate): Gate {
  const own = ownIds(gate);
  return renameIds(gate, new Map(), (id) => (own.has(id) ? id : ''));
}

/** b's device for a model laid over a's: a's device with b's stream settings on the streams both have. */
function alignDevice(a: Device, b: Device): Device {
  const streams = new Map(b.videos.map((video) => [`${video.channel}/${video.stream}`, video]));
  const videos = a.videos.map((video) => {
    const theirs = streams.get(`${video.channel}/${video.stream}`);
    if (!theirs) return video;
    return { ...video, ...Object.fromEntries(STREAM_SETTING_KEYS.map((key) => [key, theirs[key]])) };
  });
  const known = new Set(a.videos.map((video) => `${video.channel}/${video.stream}`));
  return { ...a, videos: [...videos, ...b.videos.filter((video) => !known.has(`${video.channel}/${video.stream}`))] } as Device;
}

/** What two sites' documents are compared as: a's compared sections, and b's aligned to a's identifiers by name. */
export interface SiteComparison {
  readonly before: Configuration;
  readonly after: Configuration;
  /** Differences from a to b: `removed` is on a only, `added` on b only, `changed` the fields that differ. */
  readonly changes: readonly ModelChange[];
}

/** Passwords are compared nowhere: each appliance encrypts its own. b's users take a's password where a has the same user. */
function withPasswordsOf(a: Configuration, groups: readonly UserGroup[]): UserGroup[] {
  const passwords = new Map(a.groups.flatMap((group) => group.users.map((user) => [user.id, user.password] as const)));
  return groups.map((group) => ({ ...group, users: group.users.map((user) => (passwords.has(user.id) ? { ...user, password: passwords.get(user.id)! } : user)) }));
}

/**
 * Compares two sites by name (docs/fleet.md, "Compare two sites"): contacts,
 * calendars, SMTP, SMS and FTP servers, alarm receivers, templates, groups
 * and their rights, and each device model's stream settings (on the first
 * device of that model by name). b's identifiers are first renamed to a's
 * wherever names match (`alignmentMap`); secrets and templates' wires to the
 * rest of the site are left out. The changes are paths in `before` /
 * `after`, which the pages' words describe.
 */
export function compareSites(a: Configuration, b: Configuration): SiteComparison {
  const aligned = renameIds(b, alignmentMap(a, b));
  const modelsA = modelRepresentatives(a);
  const devicesB = [...modelRepresentatives(aligned)].map(([model, device]) => {
    const match = modelsA.get(model);
    return match ? alignDevice(match, device) : device;
  });
  const before: Configuration = { ...a, devices: [...modelsA.values()], controller: { ...a.controller, gates: templatesOf(a).map(detached) } };
  const after: Configuration = {
    ...a,
    contacts: aligned.contacts,
    calendars: aligned.calendars,
    emails: aligned.emails,
    messages: aligned.messages,
    ftpClients: aligned.ftpClients,
    alarms: aligned.alarms,
    groups: withPasswordsOf(a, aligned.groups),
    devices: devicesB,
    controller: { ...a.controller, gates: templatesOf(aligned).map(detached) },
  };
  return { before, after, changes: diffModel(before, after) };
}
