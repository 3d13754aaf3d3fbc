import type { Configuration } from '../configuration';
import type { Guid } from '../guid';
import { referenceIndex } from '../validation/reference-index';
import { isCompositeGate, type Gate } from './gate';

/**
 * What a signal is called, in parts a reader joins in its own words: a
 * gate's output is its gate's name (inside templates, each enclosing
 * template's name first) and the output's name, whatever the outputs are
 * called ("Alarme intrusion › Sortie 1").
 */
export type SignalLabel =
  | { readonly kind: 'io'; readonly name: string }
  | { readonly kind: 'output'; readonly gates: readonly string[]; readonly output: string; readonly index: number }
  | { readonly kind: 'template-input'; readonly gates: readonly string[]; readonly input: string; readonly index: number }
  | { readonly kind: 'link'; readonly carried: SignalLabel | undefined };

/** The words a label needs besides the document's names (English by default; the console passes its own). */
export interface SignalLabelWords {
  /** An output or input without a name: `output 2`, `input 1` (1-based). */
  readonly output: (position: number) => string;
  readonly input: (position: number) => string;
  /** A controller link, by what it carries. */
  readonly link: (carried: string) => string;
  readonly nothing: string;
}

export const ENGLISH_SIGNAL_WORDS: SignalLabelWords = {
  output: (position) => `output ${position}`,
  input: (position) => `input ${position}`,
  link: (carried) => `link to ${carried}`,
  nothing: 'nothing',
};

/** The separator between a gate's name and its output's: written `›`, `>` read as well. */
export const NAME_SEPARATOR = ' › ';

/** A label in words: `Alarme intrusion › Sortie 1`, `Door`, `link to Alarme intrusion › Sortie 1`. */
export function signalLabelText(label: SignalLabel, words: SignalLabelWords = ENGLISH_SIGNAL_WORDS): string {
  switch (label.kind) {
    case 'io':
      return label.name;
    case 'output':
      return [...label.gates, label.output || words.output(label.index + 1)].join(NAME_SEPARATOR);
    case 'template-input':
      return [...label.gates, label.input || words.input(label.index + 1)].join(NAME_SEPARATOR);
    case 'link':
      return words.link(label.carried ? signalLabelText(label.carried, words) : words.nothing);
  }
}

/** A reference (a scenario's `io`, a name typed in the console) that names nothing, or more than one signal. */
export class SignalNameError extends Error {
  override readonly name = 'SignalNameError';
  constructor(message: string, readonly candidates: readonly { readonly id: Guid; readonly name: string }[] = []) {
    super(message);
  }
}

interface Entry {
  readonly id: Guid;
  readonly label: SignalLabel;
  /** Inside a template (its nested gates' outputs, its own inputs): by a bare name, what is outside comes first. */
  readonly inside: boolean;
}

/**
 * Names of every signal of a configuration's logic, as people use them in
 * scenarios, simulate mode and `vigil config simulate`: an io by its name, a
 * gate by its name (its first output), an output by `Gate › Output`
 * (`Template › Gate › Output` inside a template) or by its position,
 * `Gate › #2`, when a gate's outputs share a name; a template's own input by
 * `Template › Input`; each also by its identifier (a gate's identifier names
 * its first output). A gate output's name alone (`Door alarm`) or a
 * template input's still names it when no io, gate or full name does. A
 * name shared by several signals is refused with the candidates.
 *
 * The signals are the engine's: a template's own input is `<template id>#input<n>`.
 */
export class SignalDirectory {
  private readonly entries = new Map<Guid, Entry>();
  /** Full names: io names, gate names, `Gate › Output`, `Template › Input`. */
  private readonly strong = new Map<string, Guid[]>();
  /** Bare output and template-input names. */
  private readonly weak = new Map<string, Guid[]>();
  private readonly gateOutputs = new Map<Guid, Guid>();

  constructor(configuration: Configuration) {
    const { controller } = configuration;
    for (const io of referenceIndex(configuration).externalIos) this.add(io.id, { kind: 'io', name: io.name }, false, [io.name]);
    for (const io of [controller.io0, controller.io1, controller.io0a]) this.add(io.id, { kind: 'io', name: io.name }, false, [io.name]);
    this.visit(controller.gates, []);
    for (const link of controller.links) this.add(link.id, { kind: 'link', carried: this.entries.get(link.linkId)?.label }, false, []);
  }

  private add(id: Guid, label: SignalLabel, inside: boolean, strong: readonly string[], weak: readonly string[] = []): void {
    if (this.entries.has(id)) return;
    this.entries.set(id, { id, label, inside });
    const index = (map: Map<string, Guid[]>, name: string) => {
      if (name === '') return;
      const form = normalise(name);
      const list = map.get(form);
      if (!list) map.set(form, [id]);
      else if (!list.includes(id)) list.push(id);
    };
    for (const name of strong) index(this.strong, name);
    for (const name of weak) index(this.weak, name);
  }

  private visit(gates: readonly Gate[], enclosing: readonly string[]): void {
    const inside = enclosing.length > 0;
    for (const gate of gates) {
      const path = [...enclosing, gate.name];
      gate.outputs.forEach((output, index) => {
        const label: SignalLabel = { kind: 'output', gates: path, output: output.name, index };
        const full = signalLabelText(label);
        // By position too (`Gate › #2`), for a gate whose outputs share one name.
        const position = [...path, `#${index + 1}`].join(NAME_SEPARATOR);
        this.add(output.id, label, inside, index === 0 && gate.name !== '' ? [full, position, path.join(NAME_SEPARATOR)] : [full, position], [output.name]);
        if (index === 0) this.gateOutputs.set(gate.id, output.id);
      });
      if (!isCompositeGate(gate)) continue;
      gate.inputs.forEach((input, index) => {
        const label: SignalLabel = { kind: 'template-input', gates: path, input: input.name ?? '', index };
        this.add(`${gate.id}#input${index}`, label, true, [signalLabelText(label)], [input.name ?? '']);
      });
      this.visit(gate.gates, path);
    }
  }

  /** What the signal is called; undefined for a guid the logic does not carry. */
  label(id: Guid): SignalLabel | undefined {
    return this.entries.get(id)?.label;
  }

  /** The label in words (`Alarme intrusion › Sortie 1`); the guid itself for a signal it does not know. */
  text(id: Guid, words: SignalLabelWords = ENGLISH_SIGNAL_WORDS): string {
    const label = this.label(id);
    return label ? signalLabelText(label, words) : id;
  }

  /**
   * The shortest name that names this signal alone, for a scenario written
   * by the console: the io's or gate's name, else `Gate › Output`, else the
   * identifier.
   */
  nameOf(id: Guid): string {
    const entry = this.entries.get(id);
    if (!entry) return id;
    const candidates: string[] = [];
    const { label } = entry;
    if (label.kind === 'io') candidates.push(label.name);
    if (label.kind === 'output' && label.index === 0) candidates.push(label.gates.join(NAME_SEPARATOR));
    if (label.kind === 'output' || label.kind === 'template-input') candidates.push(signalLabelText(label));
    if (label.kind === 'output') candidates.push([...label.gates, `#${label.index + 1}`].join(NAME_SEPARATOR));
    return candidates.find((name) => {
      if (name.trim() === '') return false;
      const found = this.lookup(name);
      return found.length === 1 && found[0] === id;
    }) ?? id;
  }

  /** What a reference names: its identifier's signal, else the signals of the first kind of name that matches (full names before bare ones). */
  private lookup(reference: string): readonly Guid[] {
    const trimmed = reference.trim();
    if (this.entries.has(trimmed)) return [trimmed];
    const output = this.gateOutputs.get(trimmed);
    if (output) return [output];
    const written = normalise(trimmed);
    // `Gate > Output` typed with `>`, when that names something and the name as written does not.
    const typed = normalise(trimmed.replace(/\s+>\s+/g, NAME_SEPARATOR));
    const form = this.strong.has(written) || this.weak.has(written) ? written : typed;
    const strong = this.strong.get(form) ?? [];
    if (strong.length > 0) return strong;
    const weak = this.weak.get(form) ?? [];
    const outside = weak.filter((id) => !this.entries.get(id)!.inside);
    return outside.length > 0 ? outside : weak;
  }

  /** The signal a reference names: an identifier (a gate's: its first output), else a unique name (see the class). */
  resolve(reference: string): Guid {
    const found = this.lookup(reference);
    if (found.length === 1) return found[0]!;
    if (found.length > 1) throw this.ambiguous(reference.trim(), found);
    throw new SignalNameError(`no io, gate or link is named or identified "${reference.trim()}"`);
  }

  private ambiguous(reference: string, ids: readonly Guid[]): SignalNameError {
    // Each by a name that names it alone (`Porte › #2` for outputs sharing a name), else its label.
    const candidates = ids.map((id) => {
      const unique = this.nameOf(id);
      return { id, name: unique === id ? this.text(id) : unique };
    });
    const listed = candidates.map((candidate) => `"${candidate.name}" (${candidate.id})`).join(', ');
    return new SignalNameError(`"${reference}" names ${ids.length} signals: ${listed}; give the gate with its output ("Gate › Output") or the identifier`, candidates);
  }
}

/** Spaces around the separator do not count. */
function normalise(name: string): string {
  return name.trim().replace(/\s*›\s*/g, NAME_SEPARATOR);
}

