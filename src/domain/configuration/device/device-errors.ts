import { DomainError } from '../../shared/domain-error';

export class ChannelNotFoundError extends DomainError {
  constructor(channel: number) {
    super('DEVICE.CHANNEL_NOT_FOUND', `this devices doesn't have a channel with id ${channel}`, { metadata: { channel } });
  }
}

export class StreamsWrongOrderError extends DomainError {
  constructor() {
    super('DEVICE.STREAMS_ORDER', 'streams are in wrong order');
  }
}

export class StreamsChannelMismatchError extends DomainError {
  constructor() {
    super('DEVICE.STREAMS_CHANNEL', 'streams must all belong to the same channel');
  }
}
