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

/** An input or output signal of a device, gate, calendar or the controller. */
export interface Io {
  readonly id: Guid;
  readonly name: string;
  readonly typeName: string;
  readonly ownerName: string;
  /** True for a logical (on/off) signal, false for an analogue one. */
  readonly logic: boolean;
  readonly direction: number;
  readonly flags: number;
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

export function isInput(io: Pick<Io, 'direction'>): boolean {
  return io.direction === IoDirection.input;
}
