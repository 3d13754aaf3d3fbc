import type { SimulatorState } from '../simulator-state';
import { configurationProblem } from '../state/configuration-check';
import { applySignature } from '../../../domain/configuration/signature';
import { cryptPlainValues, uncryptDocument } from '../state/crypted-values';
import { CONFIGURATION_SAVE_FAILURE, failureText } from '../state/fault-registry';
import { requireAccount } from './basic-auth';
import { failure, type SimulatorHono } from './simulator-env';

/** The elements the appliance keeps crypted at rest. */
const SENSITIVE = ['password'];

const XML = { 'Content-Type': 'text/xml; charset=utf-8', 'Cache-Control': 'no-store' };

/** `GET /api/configuration[?uncrypted]` and `POST /api/configuration` (root only). */
export function registerConfigurationRoutes(app: SimulatorHono, state: SimulatorState): void {
  const root = requireAccount(state, { root: true });
  // The document in clear, kept until the stored one changes: on the large site deciphering and signing it again takes
  // a few hundred milliseconds of the event loop, which every other call would wait behind at each sign-in.
  let inClear: { readonly stored: string; readonly plain: string } | undefined;
  const uncrypted = (stored: string): string => {
    if (inClear?.stored !== stored) inClear = { stored, plain: uncryptDocument(stored, state.seed.salt, state.seed.md5) };
    return inClear.plain;
  };
  app.get('/api/configuration', root, (c) => {
    const stored = state.configurationXml();
    const body = c.req.query('uncrypted') === undefined ? stored : uncrypted(stored);
    return c.body(body, 200, XML);
  });
  app.post('/api/configuration', root, async (c) => {
    const xml = await c.req.text();
    const fault = failureText(state.faults.of('configuration').saveFails, CONFIGURATION_SAVE_FAILURE);
    if (fault !== null) {
      return c.json(failure(fault), 500);
    }
    const problem = configurationProblem(xml, state.reader);
    if (problem !== null) {
      return c.json({ ...failure(problem.detail), ...(problem.code === undefined ? {} : { code: problem.code }) }, 400);
    }
    // The console reads the document uncrypted and sends untouched passwords back
    // in clear; the appliance stores every sensitive value crypted, whatever it is sent.
    const stored = cryptPlainValues(xml, SENSITIVE);
    state.setConfiguration(stored === xml ? xml : applySignature(stored, state.seed.salt, state.seed.md5));
    return c.json({ result: true });
  });
}
