import { SignatureError, type Md5 } from '../../../domain/configuration/signature';
import { DomainError } from '../../../domain/shared/domain-error';
import { configurationReaderFor } from './configuration-reader';

/**
 * Why the appliance refuses a posted configuration document, or null when it
 * accepts it: a document the configuration codec reads (root
 * `configuration-file`, version 3, every entity the model needs; an entity
 * that fails to load is kept verbatim, as the appliance would), with exactly
 * one signature, correct for the salt. The messages are the specification's;
 * the codec's longer detail stays out of the answer, as a real appliance
 * would not explain its parser.
 */
export function configurationProblem(xml: string, salt: string, md5: Md5): string | null {
  const reading = configurationReaderFor(salt, md5).read(xml);
  if (reading.valid) return reading.signatureValid ? null : 'invalid signature';
  const { error } = reading;
  if (error instanceof SignatureError) return error.message;
  if (error instanceof DomainError && error.code === 'INVALID_CONFIG_FILE_VERSION') return error.message;
  return 'failed to convert from XML';
}
