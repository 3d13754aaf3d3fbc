import { generateGuid, type Guid, type GuidGenerator } from './guid';

/** The bits of an io's `flags`. */
export const IoFlag = {
  virtual: 1,
  optional: 2,
  logicConfigurable: 4,
  directionConfigurable: 8,
  normallyClosed: 16,
  monostable: 32,
} as const;
export type IoFlagName = keyof typeof IoFlag;

/** Written as a number: 0 input (feeds the logic), 1 output (driven by it). */
export const IoDirection = { input: 0, output: 1 } as const;
export type IoDirection = (typeof IoDirection)[keyof typeof IoDirection];

/**
 * An input or output signal of a device, gate, calendar or the controller.
 *
 * Section 3 gives an io four variants, each adding fields after the io's own:
 * with `isInput`; with `linkId`; with `link`; with `isNo`, `bistable` and
 * `link` (virtual ios). The document says which one an io is only by the
 * elements it holds, so one io carries them all, each undefined when its
 * element is absent (and then not written): a read and a write keep every
 * variant as it was.
 */
export interface Io {
  readonly id: Guid;
  readonly name: string;
  readonly typeName: string;
  readonly ownerName: string;
  /** True for a logical (on/off) signal, false for an analogue one. */
  readonly logic: boolean;
  readonly direction: number;
  readonly flags: number;
  /** Whether it is an input (the variant with isInput); `direction` says it too. */
  readonly isInput?: boolean;
  /** The guid of the io that drives it ('' when unconnected). */
  readonly linkId?: Guid;
  /** A virtual io: normally open (the default, true) or, when false, normally closed. */
  readonly isNo?: boolean;
  /** A virtual io: holds what is written (true) or, when false, gives a pulse (monostable). */
  readonly bistable?: boolean;
  /** The guid of the controller link it is attached to ('' when none): an output takes the link's value. */
  readonly link?: Guid;
}

/** An io that says whether it is an input. */
export interface InputFlagIo extends Io {
  readonly isInput: boolean;
}

/** An io driven by another: `linkId` is that io's guid ('' when unconnected). */
export interface LinkedIo extends Io {
  readonly linkId: Guid;
}

/** An io attached to a link: `link` is the link's guid ('' when none). */
export interface LinkIo extends Io {
  readonly link: Guid;
}

/** A virtual io: normally open by default, monostable unless `bistable`. */
export interface VirtualIo extends LinkIo {
  readonly isNo: boolean;
  readonly bistable: boolean;
}

/** Which of section 3's variants an io is, by the fields it holds. */
export type IoVariant = 'io' | 'with-is-input' | 'with-link-id' | 'with-link' | 'virtual';

export function ioVariant(io: Io): IoVariant {
  if (io.isNo !== undefined || io.bistable !== undefined) return 'virtual';
  if (io.link !== undefined) return 'with-link';
  if (io.linkId !== undefined) return 'with-link-id';
  if (io.isInput !== undefined) return 'with-is-input';
  return 'io';
}

export function createIo(fields: Partial<Io> = {}, newGuid: GuidGenerator = generateGuid): Io {
  return { id: fields.id ?? newGuid(), name: '', typeName: '', ownerName: '', logic: true, direction: IoDirection.input, flags: 0, ...fields };
}

export function createVirtualIo(fields: Partial<VirtualIo> = {}, newGuid: GuidGenerator = generateGuid): VirtualIo {
  return { ...createIo({ flags: IoFlag.virtual }, newGuid), link: '', isNo: true, bistable: false, ...fields };
}

export function hasIoFlag(io: Pick<Io, 'flags'>, flag: IoFlagName): boolean {
  return (io.flags & IoFlag[flag]) !== 0;
}

/** The io with one flag set or cleared; the same object when nothing changes. */
export function withIoFlag<T extends Io>(io: T, flag: IoFlagName, on: boolean): T {
  const flags = on ? io.flags | IoFlag[flag] : io.flags & ~IoFlag[flag];
  return flags === io.flags ? io : { ...io, flags };
}

/** The names of the flags set, in bit order; unknown bits are ignored. */
export function ioFlagNames(flags: number): IoFlagName[] {
  return (Object.keys(IoFlag) as IoFlagName[]).filter((name) => (flags & IoFlag[name]) !== 0);
}

/** The bit set of the named flags. */
export function ioFlags(...names: readonly IoFlagName[]): number {
  return names.reduce((bits, name) => bits | IoFlag[name], 0);
}

/** Whether the io is an input: its `direction` (an `isInput` that disagrees is a validation warning). */
export function isInput(io: Pick<Io, 'direction'>): boolean {
  return io.direction === IoDirection.input;
}

/**
 * Whether the logic reads the io inverted: flag 16, or `isNo` off (how a
 * virtual io says it). A virtual io without `isNo` is normally open, as the
 * specification's default (true) has it.
 */
export function isNormallyClosed(io: Pick<Io, 'flags' | 'isNo'>): boolean {
  return hasIoFlag(io, 'normallyClosed') || io.isNo === false;
}

/**
 * Whether writing the io on gives a pulse rather than a held value: flag 32,
 * or `bistable` off (how a virtual io says it). A virtual io without the
 * `bistable` element is read by its flag, so an io the appliance wrote
 * without it (a device's connection state) keeps holding its value.
 */
export function isMonostable(io: Pick<Io, 'flags' | 'bistable'>): boolean {
  return hasIoFlag(io, 'monostable') || io.bistable === false;
}

/** Whether the contact and the behaviour are said by `isNo` and `bistable` (a virtual io, or one that has them) rather than by flags 16 and 32. */
function saysByElements(io: Io, element: 'isNo' | 'bistable'): boolean {
  return hasIoFlag(io, 'virtual') || io[element] !== undefined;
}

/**
 * The io made normally closed (or open). A virtual io says it with `isNo`
 * (and loses flag 16 when made normally open, so nothing else still says
 * closed); another io with flag 16. The same object when nothing changes.
 */
export function withNormallyClosed<T extends Io>(io: T, closed: boolean): T {
  if (isNormallyClosed(io) === closed) return io;
  if (!saysByElements(io, 'isNo')) return withIoFlag(io, 'normallyClosed', closed);
  return closed ? { ...io, isNo: false } : { ...withIoFlag(io, 'normallyClosed', false), isNo: true };
}

/** The io made monostable (or bistable): `bistable` on a virtual io, flag 32 on another (see `withNormallyClosed`). */
export function withMonostable<T extends Io>(io: T, monostable: boolean): T {
  if (isMonostable(io) === monostable) return io;
  if (!saysByElements(io, 'bistable')) return withIoFlag(io, 'monostable', monostable);
  return monostable ? { ...io, bistable: false } : { ...withIoFlag(io, 'monostable', false), bistable: true };
}

/** The io attached to a controller link ('' for none); the same object when nothing changes. */
export function withIoLink<T extends Io>(io: T, link: Guid): T {
  if ((io.link ?? '') === link) return io;
  return { ...io, link };
}
