import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsoleServices } from '../../../application/console-services';
import { SiteConsole } from '../../../application/site-console/site-console';
import { createCalendar } from '../../../domain/configuration/calendar';
import { createConfiguration } from '../../../domain/configuration/configuration';
import { addGate, createController } from '../../../domain/configuration/controller/controller';
import type { Gate } from '../../../domain/configuration/controller/gate';
import { createGate } from '../../../domain/configuration/controller/gate-factory';
import { scopeOutline } from '../../../domain/configuration/controller/logic-graph';
import { memberNode, scopeSignals } from '../../../domain/configuration/controller/logic-signals';
import { sequentialGuids } from '../../../domain/configuration/guid';
import { ServicesContext } from '../../services-context';
import { inLanguage } from '../../testing/in-language';
import { LogicInspector } from './logic-inspector';

afterEach(cleanup);

const newGuid = sequentialGuids(12);
const calendar = createCalendar({ name: 'Hours' }, newGuid);
const gate = { ...createGate('and', { id: 'g-1', name: 'Door and hours' }, newGuid), inputs: [{ linkId: calendar.io.id }, { linkId: '' }] } as Gate;
const configuration = createConfiguration({ calendars: [calendar], controller: addGate(createController({}, newGuid), gate) }, newGuid);

/** The inspector of the gate in a console opened as `role` on a fleet site (none: one appliance). */
function inspect(role?: 'installer' | 'viewer') {
  const siteConsole = new SiteConsole(role ? { siteId: 'north', prefix: '/fleet/sites/north' } : undefined);
  if (role) siteConsole.setOpened({ id: 'north', name: 'North depot', tags: [], username: 'admin', operator: { name: 'vera', role } });
  const outline = scopeOutline(configuration);
  const none = () => undefined;
  render(
    <ServicesContext.Provider value={{ siteConsole } as unknown as ConsoleServices}>
      {inLanguage(
        <LogicInspector
          gate={gate}
          node={memberNode(outline, gate.id)}
          signals={scopeSignals(outline)}
          configuration={configuration}
          warnings={[]}
          onChange={none}
          onConnect={none}
          onAddPort={none}
          onRemovePort={none}
          onOpen={none}
          onDelete={none}
        />,
      )}
    </ServicesContext.Provider>,
  );
  return within(screen.getByTestId('logic-inspector'));
}

describe("the logic inspector in a viewer's console", () => {
  it('shows every setting of the gate, none changeable, and no delete', () => {
    const inspector = inspect('viewer');
    const name = inspector.getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('Door and hours');
    expect(name.readOnly).toBe(true);
    // Inside a disabled fieldset, which disables every control in it (jsdom does not match :disabled through it).
    expect(name.closest('fieldset')?.disabled).toBe(true);
    expect(inspector.getByLabelText('Input 1').closest('fieldset')?.disabled).toBe(true);
    expect(inspector.queryByRole('button', { name: 'Delete the gate' })).toBeNull();
    expect(inspector.getByTestId('read-only-fieldset')).toBeTruthy();
  });

  it("is the installer's and the appliance's editor as before", () => {
    for (const role of ['installer', undefined] as const) {
      const inspector = inspect(role);
      expect((inspector.getByLabelText('Name') as HTMLInputElement).readOnly).toBe(false);
      expect(inspector.getByLabelText('Input 1').closest('fieldset[disabled]')).toBeNull();
      expect(inspector.getByRole('button', { name: 'Delete the gate' })).toBeTruthy();
      cleanup();
    }
  });
});
