import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { SetupServer } from 'msw/node';
import type { OverviewRow } from '../../src/domain/fleet/fleet-overview';
import type { Operator } from '../../src/domain/fleet/operator';
import { TEST_APPLIANCE } from '../../src/ui/testing/render-console';

/** What the fleet's API answers in a component test, and what it was sent. */
export interface FleetAnswers {
  state: { status?: number; body: JsonBodyType };
  rows: OverviewRow[];
  overviewStatus?: number;
  session?: { status: number; body: JsonBodyType; headers?: Record<string, string> };
  addSite?: { status: number; body: JsonBodyType };
  importSites?: { status: number; body: JsonBodyType };
  /** The operators listed (`GET /fleet/api/operators`); a successful add, role change or removal changes them. */
  operators?: Operator[];
  addOperator?: { status: number; body: JsonBodyType };
  setOperatorRole?: { status: number; body: JsonBodyType };
  removeOperator?: { status: number; body: JsonBodyType };
  readonly sent: { method: string; path: string; body: unknown }[];
}

const api = (path: string) => `${TEST_APPLIANCE}/fleet/api/${path}`;

/** The fleet's `/fleet/api` as msw answers it on TEST_APPLIANCE (the real adapter over HTTP; the server's own behaviour is tested in test/integration/fleet). */
export function answerFleet(server: SetupServer, answers: Omit<FleetAnswers, 'sent'>): FleetAnswers {
  const state: FleetAnswers = { ...answers, sent: [] };
  const record = async (request: Request) => {
    const text = await request.clone().text();
    state.sent.push({ method: request.method, path: new URL(request.url).pathname + new URL(request.url).search, body: text ? (JSON.parse(text) as unknown) : undefined });
  };
  server.use(
    http.get(api('state'), () => HttpResponse.json(state.state.body, { status: state.state.status ?? 200 })),
    http.get(api('overview'), async ({ request }) => {
      await record(request);
      return state.overviewStatus ? HttpResponse.json({ result: false, code: 'FLEET.NOT_SIGNED_IN', detail: 'sign in first' }, { status: state.overviewStatus }) : HttpResponse.json({ rows: state.rows, at: '2026-11-28T12:00:00.000Z' });
    }),
    http.post(api('session'), async ({ request }) => {
      await record(request);
      const answer: NonNullable<FleetAnswers['session']> = state.session ?? { status: 200, body: { operator: { id: 'o1', name: 'claire', role: 'installer' } } };
      return HttpResponse.json(answer.body, { status: answer.status, ...(answer.headers ? { headers: answer.headers } : {}) });
    }),
    http.post(api('sites'), async ({ request }) => {
      await record(request);
      const answer = state.addSite ?? { status: 200, body: { site: {} } };
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
    http.post(api('sites/import'), async ({ request }) => {
      await record(request);
      const answer = state.importSites ?? { status: 200, body: { added: [], bad: [] } };
      return HttpResponse.json(answer.body, { status: answer.status });
    }),
    http.get(api('operators'), () => HttpResponse.json({ operators: state.operators ?? [] })),
    http.post(api('operators'), async ({ request }) => {
      await record(request);
      if (state.addOperator) return HttpResponse.json(state.addOperator.body, { status: state.addOperator.status });
      const form = (await request.clone().json()) as { name: string; role: Operator['role'] };
      const operator: Operator = { id: `o${(state.operators?.length ?? 0) + 1}`, name: form.name, role: form.role, createdAt: '2026-11-28T12:00:00.000Z' };
      state.operators = [...(state.operators ?? []), operator];
      return HttpResponse.json({ operator });
    }),
    http.patch(api('operators/:id'), async ({ request, params }) => {
      await record(request);
      if (state.setOperatorRole) return HttpResponse.json(state.setOperatorRole.body, { status: state.setOperatorRole.status });
      const { role } = (await request.clone().json()) as { role: Operator['role'] };
      state.operators = (state.operators ?? []).map((operator) => (operator.id === params['id'] ? { ...operator, role } : operator));
      return HttpResponse.json({ result: true });
    }),
    http.delete(api('operators/:id'), async ({ request, params }) => {
      await record(request);
      if (state.removeOperator) return HttpResponse.json(state.removeOperator.body, { status: state.removeOperator.status });
      state.operators = (state.operators ?? []).filter((operator) => operator.id !== params['id']);
      return HttpResponse.json({ result: true });
    }),
  );
  return state;
}

/** Claire (the installer signed in as SIGNED_IN('installer'), id o1) and Victor, a viewer. */
export function twoOperators(): Operator[] {
  return [
    { id: 'o1', name: 'claire', role: 'installer', createdAt: '2026-11-01T09:00:00.000Z' },
    { id: 'o2', name: 'victor', role: 'viewer', createdAt: '2026-11-02T09:00:00.000Z' },
  ];
}

export const SIGNED_IN = (role: 'installer' | 'viewer') => ({ body: { setUp: true, operator: { id: 'o1', name: role === 'installer' ? 'claire' : 'victor', role } } });

/** Three sites: one reachable and well, one unreachable since noon, one whose stored credentials are refused. */
export function threeSites(): OverviewRow[] {
  return [
    { id: 'a', name: 'Alpha', address: '10.0.0.1', tags: ['customer:Acme'], status: { reachability: 'reachable', serverStatus: 'started', version: '7.2.0', licence: { status: 'activated', days: 200 }, devices: { connected: 3, total: 3 }, problems: { errors: 0, warnings: 0 } } },
    { id: 'b', name: 'Bravo', address: '10.0.0.2', tags: ['customer:Globex'], status: { reachability: 'unreachable', since: '2026-11-28T11:00:00.000Z', detail: 'connect ECONNREFUSED 10.0.0.2:80' } },
    { id: 'c', name: 'Charlie', address: '10.0.0.3', tags: ['customer:Acme'], status: { reachability: 'credentials-refused', since: '2026-11-28T11:30:00.000Z', detail: 'Invalid username or password' } },
  ];
}
