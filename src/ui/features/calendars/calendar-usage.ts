import type { Calendar } from '../../../domain/configuration/calendar';
import type { Configuration } from '../../../domain/configuration/configuration';
import { signalUsers } from '../../../domain/configuration/controller/gate-graph';

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
  const seen = new Set<string>();
  // The controller's references resolved by its one rule of scopes: a gate nested in a template is listed, and opens on its template.
  for (const reference of signalUsers(configuration.controller, [calendar.io], io)) {
    if (reference.kind === 'link') {
      const link = reference.at[1] === undefined ? undefined : configuration.controller.links[reference.at[1] as number];
      if (link) users.push({ key: `link:${link.id}`, kind: 'link', name: link.id });
      continue;
    }
    const gate = reference.gate;
    if (!gate || seen.has(gate.id)) continue;
    seen.add(gate.id);
    users.push({ key: `gate:${gate.id}`, kind: 'gate', name: gate.name, gateId: reference.scope[0] ?? gate.id });
  }
  for (const access of configuration.accesses) {
    const linked = access.io as { readonly linkId?: string; readonly link?: string };
    if (linked.linkId === io || linked.link === io) users.push({ key: `access:${access.id}`, kind: 'access', name: access.io.name || access.id });
  }
  return users;
}
