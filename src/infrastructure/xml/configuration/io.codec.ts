import type { Access } from '../../../domain/configuration/access';
import type { Io } from '../../../domain/configuration/io';
import type { Link } from '../../../domain/configuration/link';
import { entity, type FieldTable } from '../entity';
import { optional } from '../leaf';
import { guidIdentifier, guidReference } from '../special-values';
import { boolean, integer, text } from '../values';

/**
 * An io's fields, then those of its variants (section 3), each read when its
 * element is there and written only then: `is-input`; `link-id`; `link`;
 * and a virtual io's `is-no`, `bistable` and `link`. One table covers the
 * four, in an order that is each variant's own (`link` last, after a virtual
 * io's `is-no` and `bistable`). An empty `<link/>` or `<link-id/>` reads as
 * none (undefined) and is written back as it was.
 */
export const ioFields: FieldTable<Io> = {
  id: guidIdentifier(), name: text(), typeName: text(), ownerName: text(), logic: boolean(), direction: integer(), flags: integer(),
  isInput: optional(boolean()), linkId: optional(guidReference()), isNo: optional(boolean()), bistable: optional(boolean()),
  link: optional(guidReference()),
};

/** An io: `direction` 0 input or 1 output, `flags` the bit set of section 3, and its variant's fields. */
export const ioCodec = entity<Io>('Io', ioFields);

export const linkCodec = entity<Link>('Link', { id: guidIdentifier(), linkId: guidReference() });
export const accessCodec = entity<Access>('Access', { id: guidIdentifier(), io: ioCodec });
