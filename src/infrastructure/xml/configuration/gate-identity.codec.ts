import type { Gate } from '../../../domain/configuration/controller/gate';
import { pathText, type Codec, type CodecSession } from '../codec';
import { derivedGuid } from '../special-values';

/** Per read (session) and per list of gates: how many gates without an output have shown each fingerprint so far. */
const seen = new WeakMap<CodecSession, Map<string, number>>();

/**
 * What a gate without `<identifier>` is known by, so that it keeps its
 * identity when the gates before it change: its first output's identifier
 * (an output is always identified, and unique in the document); for a gate
 * without outputs (an alert), what it is (type, name, what its inputs read)
 * in its list of gates, with how many such gates came before it there.
 */
function fingerprint(gate: Gate, list: string, session: CodecSession): string {
  const output = gate.outputs[0];
  if (output) return `output:${output.id}`;
  const content = `${list}|${gate.type}|${gate.name}|${gate.inputs.map((input) => input.linkId).join(',')}`;
  const counts = seen.get(session) ?? new Map<string, number>();
  seen.set(session, counts);
  const occurrence = counts.get(content) ?? 0;
  counts.set(content, occurrence + 1);
  return `gate:${content}#${occurrence}`;
}

/**
 * Gates with a stable identity. The specification lists only a gate's inputs
 * and outputs, so a document may leave `<identifier>` out; the gate then gets
 * one derived from its fingerprint (above), the same on every read, never
 * written unless changed, and unchanged when an earlier gate is deleted (it
 * was derived from the gate's place, so the gates after a deleted one took
 * their predecessors' identities: undo, the selection and a search's link
 * then named another gate).
 */
export function withStableIdentity(codec: Codec<Gate>): Codec<Gate> {
  return {
    ...codec,
    read(element, context) {
      const gate = codec.read(element, context);
      if (element && !element.child('identifier')) {
        // The same object the codec mapped to its element: its identifier as read, so never written back.
        (gate as { id: string }).id = derivedGuid(fingerprint(gate, pathText(context.path?.parent), context.session));
      }
      return gate;
    },
  };
}
