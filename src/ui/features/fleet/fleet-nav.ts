import type { MessageDescriptor } from '@lingui/core';

/**
 * A page of the fleet's navigation: a child route of `fleetRoute`
 * (src/ui/routes/fleet-routes.ts, or a file beside it) joins the fleet's
 * menu by carrying `staticData: { fleetNav: { label, order } }`; the layout
 * lists every such route of the router, by `order` (docs/fleet.md, "Pages").
 */
export interface FleetNavEntry {
  readonly label: MessageDescriptor;
  /** Overview 10, Sites 20, Compare 30, Copy to many 40, Rollouts 50, Operators 80, Audit 90: room between them for more. */
  readonly order: number;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The fleet menu's entry of a fleet child route (fleet-nav.ts). */
    readonly fleetNav?: FleetNavEntry;
  }
}
