import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePersistedState, type SimulatorStorage } from '../simulator/simulator-storage';
import type { PersistedSimulator } from '../simulator/simulator-state';

const STATE_FILE = 'state.json';
const CONFIGURATION_FILE = 'configuration.xml';

/** Writes through a temporary file so that a crash mid-write never leaves half a file. */
function writeAtomically(path: string, content: string): void {
  const temporary = `${path}.tmp`;
  writeFileSync(temporary, content, 'utf8');
  renameSync(temporary, path);
}

/**
 * A data folder for the simulated appliance: `state.json` (accounts, licence,
 * server status) and `configuration.xml` (the document byte for byte), written
 * after every change and read at start.
 */
export class FileSimulatorStorage implements SimulatorStorage {
  constructor(private readonly directory: string) {}

  load(): PersistedSimulator | undefined {
    const statePath = join(this.directory, STATE_FILE);
    const configurationPath = join(this.directory, CONFIGURATION_FILE);
    if (!existsSync(statePath) || !existsSync(configurationPath)) {
      return undefined;
    }
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(statePath, 'utf8'));
    } catch (error) {
      throw new Error(`invalid simulator data: ${statePath} is not JSON (${(error as Error).message})`, { cause: error });
    }
    return parsePersistedState(json, readFileSync(configurationPath, 'utf8'));
  }

  save(persisted: PersistedSimulator): void {
    mkdirSync(this.directory, { recursive: true });
    writeAtomically(join(this.directory, CONFIGURATION_FILE), persisted.configuration);
    writeAtomically(join(this.directory, STATE_FILE), `${JSON.stringify(persisted.state, null, 2)}\n`);
  }
}
