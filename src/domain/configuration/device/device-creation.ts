import { DomainError } from '../../shared/domain-error';

/**
 * What `POST /api/configuration/device/create` is asked for: a supported
 * device by its numeric id, or a discovered one by label and name.
 */
export type DeviceCreationRequest = { readonly kind: 'by-id'; readonly id: number } | { readonly kind: 'by-label'; readonly label: string; readonly name: string };

export class DeviceCreationError extends DomainError {
  constructor() {
    super('DEVICE.CREATION', 'Creating a device needs either a numeric id or both a label and a name');
  }
}

/**
 * Section 5: a numeric id, or both a label and a name. The id wins when both
 * are given, since it names the driver exactly.
 */
export function deviceCreationRequest(input: { readonly id?: unknown; readonly label?: string; readonly name?: string }): DeviceCreationRequest {
  const id = typeof input.id === 'string' && /^\d+$/.test(input.id.trim()) ? Number(input.id.trim()) : input.id;
  if (typeof id === 'number' && Number.isInteger(id) && id >= 0) return { kind: 'by-id', id };
  const label = input.label?.trim() ?? '';
  const name = input.name?.trim() ?? '';
  if (label !== '' && name !== '') return { kind: 'by-label', label, name };
  throw new DeviceCreationError();
}
