import type { GateBase } from '../gate-base';
import type { EngineNote } from '../engine/engine-facts';
import type { AlertDirectory, GateBehaviour } from '../engine/gate-behaviour';
import type { AnyFieldSpec, FieldSpec } from './gate-fields';
import type { Words } from '../../../shared/words';

/** The palette's groups, in the palette's order. */
export const GATE_FAMILIES = ['logic', 'analog', 'template', 'alert'] as const;
export type GateFamily = (typeof GATE_FAMILIES)[number];

/** What a port carries: an on/off signal, a number, or either (a link, a template's port). */
export type SignalKind = 'logic' | 'analog' | 'any';

/**
 * A gate's ports. The specification gives no counts: `inputs` and `outputs`
 * are what a new gate starts with, following each gate's meaning.
 */
export interface GatePorts {
  readonly inputs: number;
  readonly outputs: number;
  /** What its inputs take. */
  readonly takes: SignalKind;
  /** What its outputs give ('any': what is wired inside, for a template). */
  readonly gives: SignalKind;
  /** Inputs (and, or…) or outputs (demux) may be added and removed, down to two. */
  readonly nary?: 'inputs' | 'outputs';
  /**
   * Whether its output depends on its past: `latch`, a loop through it holds
   * a state (the editor does not warn of it, the engine enters the loop
   * there); `internal`, the engine enters a loop there but the editor still
   * warns of it; `none`, a function of its inputs now.
   */
  readonly state: 'none' | 'internal' | 'latch';
}

/** What the engine gives a gate's behaviour besides the gate: the names and addresses alerts reach. */
export interface BehaviourSite {
  readonly directory: AlertDirectory;
}

/**
 * How the engine runs a gate of the type (a note when it cannot: an unknown
 * operator), or `nested`: it runs the gates the gate holds, wired to its
 * ports (templates).
 */
export type GateRun<G> = ((gate: G, site: BehaviourSite) => GateBehaviour | EngineNote) | 'nested';

/** A gate's own fields: what it has besides `type` and the common ones (identifier, name, inputs, outputs). */
export type OwnFields<G> = Omit<G, keyof GateBase | 'type'>;

/** Every own field of the gate with its spec (value kind, words, limits, default, how it reads when absent). */
export type FieldSpecs<G> = { readonly [K in keyof OwnFields<G>]-?: FieldSpec<OwnFields<G>[K]> };

/**
 * Everything about one gate type, in its module (docs/configuration-model.md,
 * "Adding a gate type"): its stored name, its palette family and words, its
 * ports, its own fields in document order, and its behaviour. The codec, the
 * engine and the console read the type from here; every part is required, so
 * a module that leaves one out does not compile.
 */
export interface GateModule<G extends GateBase & { readonly type: string }> {
  /** The type as written in `<type>` (`toogle` is the specification's spelling). */
  readonly type: G['type'];
  readonly family: GateFamily;
  /** The type in words, as the palette, the nodes and the inspector show it. */
  readonly name: Words;
  readonly ports: GatePorts;
  /** In document order: the codec writes them in this order after the common fields. */
  readonly fields: FieldSpecs<G>;
  readonly behaviour: GateRun<G>;
}

/** The gate of a module. */
export type ModuleGate<M> = M extends GateModule<infer G> ? G : never;

/** A module of any gate: what a table of modules checks each entry against. */
export interface AnyGateModule {
  readonly type: string;
  readonly family: GateFamily;
  readonly name: Words;
  readonly ports: GatePorts;
  readonly fields: Readonly<Record<string, AnyFieldSpec>>;
  readonly behaviour: GateRun<never>;
}
