import type { HttpBindings } from '@hono/node-server';
import type { Context, Hono } from 'hono';
import type { SignedIn } from '../../../application/fleet/operator-directory';
import { refusal } from './fleet-answers';

/** What each fleet route knows of its request: the operator signed in (if any), the client's address, whether it came over TLS. */
export interface FleetEnv {
  Bindings: HttpBindings;
  Variables: {
    actor: SignedIn | undefined;
    address: string;
    secure: boolean;
  };
}

export type FleetApp = Hono<FleetEnv>;
export type FleetContext = Context<FleetEnv>;

/** The operator of the request, or the 401 that says to sign in. */
export function signedIn(c: FleetContext): SignedIn | Response {
  return c.get('actor') ?? refusal(c, 'FLEET.NOT_SIGNED_IN', 'sign in first');
}

/** A JSON body as an object, or undefined (the route then answers FLEET.INVALID_REQUEST). */
export async function jsonBody(c: FleetContext): Promise<Record<string, unknown> | undefined> {
  const body = (await c.req.json().catch(() => undefined)) as unknown;
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
