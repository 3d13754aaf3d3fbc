import { DeviceCreationError, deviceCreationRequest } from '../../../domain/configuration/device/device-creation';
import type { Device } from '../../../domain/configuration/device/device';
import { normaliseDeviceElement, readDeviceElement, renderDeviceElement } from '../../xml/device-element';
import { MULTIPART_CONTENT_TYPE } from '../client-api/multipart-writer';
import { modelById, modelByLabel, supportedDevices } from '../devices/device-catalogue';
import { discoveryAnswers } from '../devices/device-discovery';
import { deviceElementText, hasDevice, withDeviceElement } from '../devices/device-document';
import { deviceOfModel } from '../devices/device-factory';
import { discoveryBody } from '../devices/discovery-stream';
import type { SimulatorState } from '../simulator-state';
import { cryptPlainValues, uncryptValues } from '../state/crypted-values';
import { requireAccount } from './basic-auth';
import { failure, type SimulatorContext, type SimulatorHono } from './simulator-env';

const XML = { 'Content-Type': 'text/xml; charset=utf-8', 'Cache-Control': 'no-store' };

/** The sensitive elements of a device the appliance stores crypted. */
const SENSITIVE = ['password'];

const flag = (c: SimulatorContext, name: string): boolean => c.req.query(name) !== undefined;

/**
 * The device calls (docs/devices.md): the supported models, a discovery of
 * the network as a multipart stream, a new device made by the driver of a
 * model (not stored), and one device read from or written into the stored
 * configuration (dated and signed again). Root only, as every configuration call.
 */
export function registerDeviceRoutes(app: SimulatorHono, state: SimulatorState): void {
  const root = requireAccount(state, { root: true });
  const configuration = () => state.configuration()?.configuration ?? null;

  app.get('/api/configuration/devices', root, (c) => c.json(supportedDevices()));

  app.get('/api/discovery', root, (c) =>
    c.body(discoveryBody(discoveryAnswers(configuration()), Math.min(state.faults.of('devices').discoveryMs, 600_000)), 200, { 'content-type': MULTIPART_CONTENT_TYPE, 'cache-control': 'no-store' }),
  );

  app.post('/api/configuration/device/create', root, (c) => {
    let request;
    try {
      request = deviceCreationRequest({ id: c.req.query('id'), label: c.req.query('label'), name: c.req.query('name') });
    } catch (error) {
      if (error instanceof DeviceCreationError) return c.json(failure(error.message), 400);
      throw error;
    }
    const model = request.kind === 'by-id' ? modelById(request.id) : modelByLabel(request.label, request.name);
    if (!model) {
      return c.json(failure(request.kind === 'by-id' ? `unsupported device id ${request.id}` : `unsupported device ${request.label} ${request.name}`), 404);
    }
    const defaultStore = configuration()?.parameters.stores.find((store) => store.default)?.id;
    // A new device holds no secret yet: with or without `uncrypted` it reads the same.
    return c.body(renderDeviceElement(deviceOfModel(model, { defaultStore })), 200, XML);
  });

  app.get('/api/configuration/device', root, (c) => {
    const guid = c.req.query('guid')?.trim() ?? '';
    if (guid === '') return c.json(failure('guid is required'), 400);
    const element = deviceElementText(state.configurationXml(), guid);
    if (element === null) return c.json(failure(`no such device ${guid}`), 404);
    return c.body(flag(c, 'uncrypted') ? uncryptValues(element) : element, 200, XML);
  });

  app.post('/api/configuration/device', root, async (c) => {
    const guid = c.req.query('guid')?.trim() ?? '';
    if (guid === '') return c.json(failure('guid is required'), 400);
    const posted = await c.req.text();
    let device: Device;
    try {
      device = readDeviceElement(posted);
    } catch (error) {
      return c.json(failure(error instanceof Error ? error.message : 'failed to convert from XML'), 400);
    }
    if (device.id !== guid) return c.json(failure(`the device's identifier ${device.id} is not ${guid}`), 400);
    const stored = state.configurationXml();
    const replacing = hasDevice(stored, guid);
    const next = withDeviceElement(stored, guid, cryptPlainValues(normaliseDeviceElement(posted), SENSITIVE), state.seed.clock(), state.seed.salt, state.seed.md5);
    const reading = state.reader.read(next);
    if (!reading.valid || !reading.configuration.devices.some((candidate) => candidate.id === guid)) {
      return c.json(failure('failed to convert from XML: the configuration cannot take this device'), 400);
    }
    state.setConfiguration(next);
    return c.json({ result: true, detail: replacing ? 'device replaced' : 'device added' });
  });
}
