import type { Calendar } from '../../../domain/configuration/calendar';
import type { Configuration } from '../../../domain/configuration/configuration';

/** Something that refers to a calendar's io. */
export interface CalendarUser {
  readonly key: string;
  readonly kind: 'gate' | 'link' | 'access';
  readonly name: string;
  /** The gate's id, for a gate (the logic editor opens on it). */
  readonly gateId?: string;
}

/**
 * Who uses the calendar's io: gates whose inputs are driven by it, controller
 * links to it, and accesses whose io is linked to it (by the io's guid).
 */
export function calendarUsers(configuration: Configuration, calendar: Calendar): CalendarUser[] {
  const io = calendar.io.id;
  const users: CalendarUser[] = [];
  const controller = configuration.controller;
  for (const gate of controller.gates ?? []) {
    const inputs = (gate as { readonly inputs?: readonly { readonly linkId: string }[] }).inputs ?? [];
    if (inputs.some((input) => input.linkId === io)) users.push({ key: `gate:${gate.id}`, kind: 'gate', name: gate.name, gateId: gate.id });
  }
  for (const link of controller.links ?? []) {
    if (link.linkId === io) users.push({ key: `link:${link.id}`, kind: 'link', name: link.id });
  }
  for (const access of configuration.accesses) {
    const linked = access.io as { readonly linkId?: string; readonly link?: string };
    if (linked.linkId === io || linked.link === io) users.push({ key: `access:${access.id}`, kind: 'access', name: access.io.name || access.id });
  }
  return users;
}
