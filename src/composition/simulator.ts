import type { HashPort } from '../application/ports/hash.port';
import type { Configuration } from '../domain/configuration/configuration';
import type { Md5 } from '../domain/configuration/signature';
import { CryptoJsMd5Adapter } from '../infrastructure/crypto/crypto-js-md5.adapter';
import { NodeMd5Adapter } from '../infrastructure/crypto/node-md5.adapter';
import { FileSimulatorStorage } from '../infrastructure/node/file-simulator-storage';
import { resolveConfigurationSalt } from '../infrastructure/settings/configuration-salt';
import { createSimulatorApp, type Simulator, type SimulatorOptions } from '../infrastructure/simulator/simulator-app';
import type { SimulatorStorage } from '../infrastructure/simulator/simulator-storage';
import { ConfigurationReader } from '../infrastructure/simulator/state/configuration-reader';
import { XmlConfigurationCodecAdapter } from '../infrastructure/xml/xml-configuration-codec.adapter';
import { token, provide, value, Wiring } from './typed-container';

/** What the simulated appliance is built on. */
const SIMULATOR = {
  hash: token<HashPort>('HashPort'),
  md5: token<Md5>('Md5'),
  salt: token<string>('ConfigurationSalt'),
  codec: token<XmlConfigurationCodecAdapter<Configuration>>('ConfigurationCodecPort'),
  reader: token<ConfigurationReader>('ConfigurationReader'),
  storage: token<SimulatorStorage | undefined>('SimulatorStorage'),
  simulator: token<Simulator>('Simulator'),
} as const;

export interface SimulatorCompositionOptions extends SimulatorOptions {
  /** MD5 for signatures (default: node:crypto in Node, crypto-js in a page). */
  readonly md5?: Md5;
  /** Keeps the state across restarts (default: `dataDir` as a data folder in Node, else memory only). */
  readonly storage?: SimulatorStorage;
  /** A data folder (Node only), created when missing. */
  readonly dataDir?: string;
}

/**
 * The simulated appliance's container. `platform` picks the MD5 and whether
 * a data folder may be used: 'node' (node:crypto, files) or 'page' (crypto-js,
 * memory only: the simulator behind msw or in a browser).
 */
function composeSimulator(options: SimulatorCompositionOptions, platform: 'node' | 'page'): Wiring {
  return new Wiring()
    .bind(SIMULATOR.hash, provide([], () => (platform === 'node' ? new NodeMd5Adapter() : new CryptoJsMd5Adapter())))
    .bind(SIMULATOR.md5, provide([SIMULATOR.hash], (hash) => options.md5 ?? ((text: string) => hash.md5(text))))
    .bind(SIMULATOR.salt, value(options.salt ?? resolveConfigurationSalt()))
    .bind(SIMULATOR.codec, provide([SIMULATOR.md5, SIMULATOR.salt], (md5, salt) => new XmlConfigurationCodecAdapter<Configuration>({ md5 }, salt)))
    .bind(SIMULATOR.reader, provide([SIMULATOR.codec], (codec) => new ConfigurationReader(codec)))
    .bind(SIMULATOR.storage, provide([], () => options.storage ?? (platform === 'node' && options.dataDir !== undefined ? new FileSimulatorStorage(options.dataDir) : undefined)))
    .bind(SIMULATOR.simulator, provide([SIMULATOR.salt, SIMULATOR.md5, SIMULATOR.reader, SIMULATOR.storage], (salt, md5, reader, storage) =>
      createSimulatorApp(options, { salt, md5, reader, ...(storage ? { storage } : {}) })));
}

/** A simulated appliance for a page or msw (crypto-js, memory only). */
export function createSimulator(options: SimulatorCompositionOptions = {}): Simulator {
  return composeSimulator(options, 'page').get(SIMULATOR.simulator);
}

/** A simulated appliance for Node (node:crypto, `dataDir` as its data folder). */
export function createNodeSimulator(options: SimulatorCompositionOptions = {}): Simulator {
  return composeSimulator(options, 'node').get(SIMULATOR.simulator);
}

/** A reader of configuration documents with the codec for `salt` (a bare client interface, tests). */
export function simulatorConfigurationReader(salt: string): ConfigurationReader {
  return composeSimulator({ salt }, 'page').get(SIMULATOR.reader);
}
