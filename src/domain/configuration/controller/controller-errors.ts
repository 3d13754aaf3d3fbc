import { ConfigurationModelError } from '../configuration-errors';

export class GateTypeRegisteredError extends ConfigurationModelError {
  constructor(type: string) {
    super('CONFIG.GATE_TYPE_REGISTERED', 'gate with type already registered', { metadata: { type } });
  }
}
