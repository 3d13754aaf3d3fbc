import type { ConfigurationCodecSource } from '../../application/configuration/read-configuration-document';
import { ApplianceRequestError } from '../../application/errors/console-errors';
import type { CredentialsStorePort } from '../../application/ports/credentials-store.port';
import type { DeviceSaved, DevicesPort, DiscoveredDevice, SupportedDevice } from '../../application/ports/devices.port';
import type { Configuration } from '../../domain/configuration/configuration';
import type { Device } from '../../domain/configuration/device/device';
import type { DeviceCreationRequest } from '../../domain/configuration/device/device-creation';
import type { Guid } from '../../domain/configuration/guid';
import { modelById, modelByLabel, supportedDevices } from '../simulator/devices/device-catalogue';
import { discoveryAnswers } from '../simulator/devices/device-discovery';
import { deviceOfModel } from '../simulator/devices/device-factory';
import { InMemoryAdapter } from './in-memory-adapter-base';
import type { InMemoryAppliance } from './in-memory-appliance';

/**
 * The device calls of an InMemoryAppliance, with the simulated appliance's
 * catalogue, network and drivers: discovery answers at once (no window),
 * saving rewrites the appliance's configuration document through the
 * configuration codec (dated and signed).
 */
export class InMemoryDevicesAdapter extends InMemoryAdapter implements DevicesPort {
  constructor(
    appliance: InMemoryAppliance,
    credentials: CredentialsStorePort,
    private readonly codec: ConfigurationCodecSource,
    private readonly now: () => Date = () => new Date(),
  ) {
    super(appliance, credentials);
  }

  supportedDevices(): Promise<readonly SupportedDevice[]> {
    return this.authorised(() => {
      return supportedDevices();
    });
  }

  async *discover(): AsyncIterable<DiscoveredDevice> {
    const configuration = await this.#configuration();
    for (const { data } of discoveryAnswers(configuration)) {
      yield {
        label: data.label,
        name: data.name,
        macAddress: data['mac-address'],
        ipAddress: data['ip-address'],
        linkAddress: data['link-address'],
        request: data.request,
        authRequired: data['auth-required'],
      };
    }
  }

  async create(request: DeviceCreationRequest): Promise<Device> {
    const configuration = await this.#configuration();
    const model = request.kind === 'by-id' ? modelById(request.id) : modelByLabel(request.label, request.name);
    if (!model) throw new ApplianceRequestError(404, request.kind === 'by-id' ? `unsupported device id ${request.id}` : `unsupported device ${request.label} ${request.name}`);
    return deviceOfModel(model, { defaultStore: configuration?.parameters.stores.find((store) => store.default)?.id });
  }

  async save(device: Device): Promise<DeviceSaved> {
    const codec = await this.codec();
    const reading = await this.authorised(() => {
      return codec.read(this.appliance.configurationText, { verifySignature: false });
    });
    if (!reading.valid) throw new ApplianceRequestError(500, 'the configuration cannot be read');
    const { devices } = reading.configuration;
    const replaced = devices.some((candidate) => candidate.id === device.id);
    const next = replaced ? devices.map((candidate) => (candidate.id === device.id ? device : candidate)) : [...devices, device];
    this.appliance.configurationText = codec.write(reading.handle, { ...reading.configuration, devices: next }, this.now());
    return replaced ? 'replaced' : 'added';
  }

  async load(guid: Guid): Promise<Device> {
    const device = (await this.#configuration())?.devices.find((candidate) => candidate.id === guid);
    if (!device) throw new ApplianceRequestError(404, `no such device ${guid}`);
    return device;
  }

  async #configuration(): Promise<Configuration | null> {
    const codec = await this.codec();
    return this.authorised(() => {
      const reading = codec.read(this.appliance.configurationText, { verifySignature: false });
      return reading.valid ? reading.configuration : null;
    });
  }
}
