import { CATALOGUE_MODELS } from './catalogue-models';
import type { ModelProfile } from './model-profile';

/** A supported device as `GET /api/configuration/devices` lists it. */
export interface SupportedDevice {
  readonly id: number;
  readonly name: string;
  readonly label: string;
}

/** The supported devices, by label then name, the generic ONVIF model first. */
export function supportedDevices(): SupportedDevice[] {
  return CATALOGUE_MODELS.map(({ id, name, label }) => ({ id, name, label }));
}

export function modelById(id: number): ModelProfile | undefined {
  return CATALOGUE_MODELS.find((model) => model.id === id);
}

/** The generic ONVIF model: any ONVIF device whose model the appliance has no profile for. */
const GENERIC_ONVIF_ID = 1;

const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The model a discovered device names (label and name, as discovery reports
 * them, compared without case): a catalogued model, else for the label
 * `ONVIF` the generic ONVIF model under that name (a camera the appliance
 * reaches through ONVIF without knowing it); undefined otherwise.
 */
export function modelByLabel(label: string, name: string): ModelProfile | undefined {
  const found = CATALOGUE_MODELS.find((model) => same(model.label, label) && same(model.name, name));
  if (found) return found;
  const generic = modelById(GENERIC_ONVIF_ID);
  return generic && same(label, generic.label) ? { ...generic, name: name.trim() } : undefined;
}

/** The `typename` a device of this model gets: label and name, or `ONVIF` for the generic model under its default name. */
export function typenameOf(model: ModelProfile): string {
  return model.id === GENERIC_ONVIF_ID && model.name === modelById(GENERIC_ONVIF_ID)?.name ? model.label : `${model.label} ${model.name}`;
}
