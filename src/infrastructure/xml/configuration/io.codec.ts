import type { Access } from '../../../domain/configuration/access';
import type { InputFlagIo, Io, LinkedIo, LinkIo, VirtualIo } from '../../../domain/configuration/io';
import type { Link } from '../../../domain/configuration/link';
import { entity, type FieldTable } from '../entity';
import { withDefault } from '../leaf';
import { guidIdentifier, guidReference } from '../special-values';
import { boolean, integer, text } from '../values';

export const ioFields: FieldTable<Io> = {
  id: guidIdentifier(), name: text(), typeName: text(), ownerName: text(), logic: boolean(), direction: integer(), flags: integer(),
};

/** An io: `direction` 0 input or 1 output, `flags` the bit set of section 3. */
export const ioCodec = entity<Io>('Io', ioFields);

/** The io variants of section 3: their own fields follow the io's. */
export const inputFlagIoCodec = entity<InputFlagIo>('InputFlagIo', { ...ioFields, isInput: boolean() });
export const linkedIoCodec = entity<LinkedIo>('LinkedIo', { ...ioFields, linkId: guidReference() });
export const linkIoCodec = entity<LinkIo>('LinkIo', { ...ioFields, link: guidReference() });
/** A virtual io: `is-no` (normally open; true when left out), `bistable`, then its `link`. */
export const virtualIoCodec = entity<VirtualIo>('VirtualIo', { ...ioFields, isNo: withDefault(boolean(), true), bistable: boolean(), link: guidReference() });

export const linkCodec = entity<Link>('Link', { id: guidIdentifier(), linkId: guidReference() });
export const accessCodec = entity<Access>('Access', { id: guidIdentifier(), io: ioCodec });
