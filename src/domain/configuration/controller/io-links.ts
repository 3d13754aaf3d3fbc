import type { Configuration } from '../configuration';
import { generateGuid, type Guid, type GuidGenerator } from '../guid';
import { withIoLink, type Io } from '../io';
import { updateAt, type ModelPath } from '../model-path';

/** The signal an io's `link` carries (the link's `link-id`); '' when it has none, undefined when the link is not in the controller. */
export function ioLinkedSignal(configuration: Configuration, io: Io): Guid | undefined {
  if (!io.link) return '';
  return configuration.controller.links.find((link) => link.id === io.link)?.linkId;
}

/**
 * The configuration with the io at `at` attached to the controller link that
 * carries `signal` (a gate output, say): an existing link when one carries it,
 * else a new one added to the controller's links. `''` detaches it (the link
 * itself stays: other ios or the appliance may use it).
 */
export function attachIo(configuration: Configuration, at: ModelPath, signal: Guid, newGuid: GuidGenerator = generateGuid): Configuration {
  if (signal === '') return updateAt(configuration, at, (io) => withIoLink(io as Io, ''));
  const { controller } = configuration;
  const existing = controller.links.find((link) => link.linkId === signal);
  const link = existing ?? { id: newGuid(), linkId: signal };
  const linked = existing ? configuration : { ...configuration, controller: { ...controller, links: [...controller.links, link] } };
  return updateAt(linked, at, (io) => withIoLink(io as Io, link.id));
}
