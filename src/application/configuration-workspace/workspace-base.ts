import type { Configuration } from '../../domain/configuration/configuration';
import type { ValidConfigurationReading } from '../configuration/configuration-codec.port';
import type { WorkspaceBase } from './configuration-workspace';

/** The `<signature>` of a document's text ('' when it has none): what the save compares to see whether the appliance's document changed. */
export function signatureOf(text: string): string {
  return /<signature>\s*([^<]*?)\s*<\/signature>/.exec(text)?.[1] ?? '';
}

/** A decoded document as the workspace's base (its text is kept in memory only). */
export function toWorkspaceBase(text: string, decoded: ValidConfigurationReading<Configuration>): WorkspaceBase {
  const { version, date, signature, configuration, corrupted, handle, problems } = decoded;
  return { text, version, date, signature: signature || signatureOf(text), configuration, corrupted, handle, ...(problems ? { problems } : {}) };
}
