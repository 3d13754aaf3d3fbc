import type { TabChannelPort, TabMessage } from '../../application/ports/tab-channel.port';

function isTabMessage(value: unknown): value is TabMessage {
  const message = value as TabMessage | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    ['hello', 'here', 'editing', 'bye'].includes(message.kind) &&
    typeof message.tab === 'string' &&
    typeof message.instance === 'string' &&
    typeof message.editing === 'boolean'
  );
}

/**
 * The browser's tabs of one origin talking about one appliance, over a
 * BroadcastChannel named after it (a message never comes back to its sender).
 */
export class BroadcastTabChannel implements TabChannelPort {
  readonly #channel: BroadcastChannel;

  constructor(applianceOrigin: string) {
    this.#channel = new BroadcastChannel(`vigil.tabs:${applianceOrigin}`);
  }

  post(message: TabMessage): void {
    this.#channel.postMessage(message);
  }

  subscribe(listener: (message: TabMessage) => void): () => void {
    const receive = (event: MessageEvent<unknown>) => {
      if (isTabMessage(event.data)) listener(event.data);
    };
    this.#channel.addEventListener('message', receive);
    return () => this.#channel.removeEventListener('message', receive);
  }
}
