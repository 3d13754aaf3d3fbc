import { locateSignature, SignatureError } from '../../../domain/configuration/signature';
import { DomainError } from '../../../domain/shared/domain-error';
import type { ConfigurationReader } from './configuration-reader';

/** Why a posted document is refused: the specification's message, and its code where it has one. */
export interface ConfigurationProblem {
  readonly detail: string;
  readonly code?: string;
}

/**
 * Why the appliance refuses a posted configuration document, or null when it
 * accepts it: a document the configuration codec reads (root
 * `configuration-file`, version 3, every entity the model needs; an entity
 * that fails to load is kept verbatim, as the appliance would), with exactly
 * one signature, correct for the salt. The messages are the specification's
 * (section 5): INVALID_CONFIG_FILE_VERSION ('Expected config file version 3
 * but got X'), 'can't find signature' (not exactly one), 'can't determine
 * signature' (no configuration block), 'invalid signature'; only a document
 * that fails none of these and still cannot be read gets 'failed to convert
 * from XML'. The codec's longer detail stays out of the answer, as a real
 * appliance would not explain its parser.
 */
export function configurationProblem(xml: string, reader: ConfigurationReader): ConfigurationProblem | null {
  const reading = reader.read(xml);
  if (reading.valid) return reading.signatureValid ? null : { detail: 'invalid signature', code: 'CONFIG.SIGNATURE_MISMATCH' };
  const { error } = reading;
  // The appliance answers the specification's bare code, not the console's dotted one.
  if (error instanceof DomainError && error.code === 'CONFIG.INVALID_CONFIG_FILE_VERSION') return { detail: error.message, code: 'INVALID_CONFIG_FILE_VERSION' };
  if (error instanceof SignatureError) return { detail: error.message, code: error.code };
  // A configuration document that fails later on: its signature is checked first, as the appliance does.
  if (!/<configuration-file[\s>]/.test(xml)) return { detail: 'failed to convert from XML', code: 'CONFIG.FROM_XML' };
  try {
    locateSignature(xml);
  } catch (signature) {
    if (signature instanceof SignatureError) return { detail: signature.message, code: signature.code };
    throw signature;
  }
  return { detail: 'failed to convert from XML', code: 'CONFIG.FROM_XML' };
}
