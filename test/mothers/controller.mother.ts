import { sequentialGuids, type Guid, type GuidGenerator } from '../../src/domain/configuration/guid';
import { createAlertMessage, createMessageContact } from '../../src/domain/configuration/controller/alert-gates';
import { createController, type Controller } from '../../src/domain/configuration/controller/controller';
import { GATE_TYPES, type Gate, type GateType } from '../../src/domain/configuration/controller/gate';
import { createGate } from '../../src/domain/configuration/controller/gate-factory';
import { createGateParameter } from '../../src/domain/configuration/controller/gate-parameter';

/** The guids of the rest of the configuration that the controller's gates refer to. */
export interface ControllerReferences {
  /** An io that drives the first gate (a device input, for instance). */
  readonly inputIoId: Guid;
  readonly videoId: Guid;
  readonly contactId: Guid;
  readonly ftpClientId: Guid;
  readonly monitorId: Guid;
}

const SIMPLE_TYPES = GATE_TYPES.filter((type) => !['template', 'custom', 'alert-mail', 'alert-ftp', 'alert-monitoring'].includes(type));

/** A template holding an edge-up feeding a clock-gated and, with a parameter on the clock. */
function template(type: 'template' | 'custom', name: string, newGuid: GuidGenerator): Gate {
  const edge = createGate('edge-up', { name: `${name} edge` }, newGuid);
  const clock = createGate('clock', { name: `${name} clock`, period: 2000 }, newGuid);
  const and = createGate('and', { name: `${name} and`, inputs: [{ linkId: edge.outputs[0]!.id }, { linkId: clock.outputs[0]!.id }] }, newGuid);
  return createGate(
    type,
    {
      name,
      inputs: [{ linkId: '' }],
      outputs: and.outputs,
      gates: [edge, clock, and],
      parameters: [createGateParameter(clock.id, 'period', 2000), createGateParameter(clock.id, 'label', 'blink', true)],
    },
    newGuid,
  );
}

/**
 * A controller using every gate type once, chained: each gate's inputs take
 * the previous gate's first output (the first gate takes `inputIoId`), then a
 * template, a custom gate and the three alerts watching the last output.
 */
export function controllerWithEveryGate(refs: ControllerReferences, newGuid: GuidGenerator = sequentialGuids(7)): Controller {
  const gates: Gate[] = [];
  let previous = refs.inputIoId;
  for (const type of SIMPLE_TYPES as GateType[]) {
    const gate = createGate(type, { name: `My ${type}` }, newGuid);
    const wired = { ...gate, inputs: gate.inputs.map(() => ({ linkId: previous })) } as Gate;
    gates.push(wired);
    if (wired.outputs[0]) previous = wired.outputs[0].id;
  }
  gates.push(template('template', 'Blinker', newGuid), template('custom', 'My blinker', newGuid));
  const watched = [{ linkId: previous }];
  const alert = { inputs: watched, videoIdentifier: refs.videoId, makeVideo: true };
  gates.push(
    createGate(
      'alert-mail',
      { ...alert, name: 'Mail the guard', message: createAlertMessage({ subject: 'Alarm', message: 'Door forced', contacts: [createMessageContact(refs.contactId, { sms: true, notification: true })] }) },
      newGuid,
    ),
    createGate('alert-ftp', { ...alert, name: 'Upload clip', ftpIdentifier: refs.ftpClientId, directory: 'alarms', filename: 'clip.mp4' }, newGuid),
    createGate(
      'alert-monitoring',
      { ...alert, name: 'Tell the station', monitoringIdentifier: refs.monitorId, zone: '3', set: 'E130', reset: 'R130', extensions: [{ id: 1, content: 'Door 1' }] },
      newGuid,
    ),
  );
  const controller = createController({ gates }, newGuid);
  return { ...controller, links: [{ id: newGuid(), linkId: gates[0]!.outputs[0]!.id }] };
}
