import type { ClientApiApp } from './client-api-host';
import type { ClientApiState } from './client-api-state';

/**
 * What the simulated appliance's logic did, for tests and demonstrations
 * (docs/simulator.md, "Logic"): the mails (and SMS) alert-mail gates sent,
 * the files alert-ftp gates put, what alarm receivers were sent, and the
 * commands, alarms and notes. Each list is read after advancing the logic to
 * now. `POST /__simulator/logic/reset` empties them and starts the logic
 * again from the inputs as they are.
 */
export function registerLogicControls(app: ClientApiApp, state: ClientApiState): void {
  app.get('/__simulator/logic', (c) => {
    const logic = state.logic();
    return c.json({
      running: logic !== undefined,
      ...(state.logicError ? { error: state.logicError } : {}),
      now: logic ? new Date(logic.engine.now).toISOString() : null,
      gates: logic?.engine.gateCount ?? 0,
      outbox: logic?.outbox.length ?? 0,
      ftp: logic?.ftpFolder.length ?? 0,
      receiver: logic?.receiverLog.length ?? 0,
      events: logic?.events.length ?? 0,
    });
  });
  app.get('/__simulator/logic/outbox', (c) => c.json({ mails: state.logic()?.outbox ?? [] }));
  app.get('/__simulator/logic/ftp', (c) => c.json({ files: state.logic()?.ftpFolder ?? [] }));
  app.get('/__simulator/logic/receiver', (c) => c.json({ events: state.logic()?.receiverLog ?? [] }));
  app.get('/__simulator/logic/events', (c) => c.json({ events: state.logic()?.events ?? [] }));
  app.post('/__simulator/logic/reset', (c) => {
    state.restartLogic();
    return c.json({ result: true });
  });
}
