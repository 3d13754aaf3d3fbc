import { ConfigurationModelError } from '../configuration-errors';

/** A connection the editor refuses, with the reason shown to the installer. */
export class LogicConnectionError extends ConfigurationModelError {}

export class SignalKindMismatchError extends LogicConnectionError {
  constructor(source: string, target: string) {
    super('LOGIC.KIND_MISMATCH', source === 'logic' ? 'a logic output cannot drive an analogue input' : 'an analogue output cannot drive a logic input', { metadata: { source, target } });
  }
}

export class UnknownPortError extends LogicConnectionError {
  constructor(node: string, port: string) {
    super('LOGIC.UNKNOWN_PORT', 'no such port', { metadata: { node, port } });
  }
}

export class ReadOnlyGateError extends LogicConnectionError {
  constructor(node: string) {
    super('LOGIC.READ_ONLY_GATE', 'a gate of an unknown type cannot be edited', { metadata: { node } });
  }
}

export class PortCountError extends LogicConnectionError {
  constructor(node: string) {
    super('LOGIC.PORT_COUNT', 'this gate cannot take more or fewer ports', { metadata: { node } });
  }
}

export class EmptyTemplateSelectionError extends LogicConnectionError {
  constructor() {
    super('LOGIC.EMPTY_TEMPLATE', 'select the gates to make a template of', {});
  }
}
