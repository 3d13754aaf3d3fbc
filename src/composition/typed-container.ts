import { Container } from 'inversify';

declare const serviceType: unique symbol;

/**
 * A service's key in the container, carrying the service's type: a provider
 * bound to it must make that type, and resolving it gives that type, both
 * checked by the compiler (inversify's own symbols carry no type).
 */
export type Token<T> = symbol & { readonly [serviceType]?: T };

/** The type of service a token stands for. */
export type TokenType<K> = K extends Token<infer T> ? T : never;

/** The services a list of tokens stands for, in order. */
export type TokenValues<D extends readonly Token<unknown>[]> = { -readonly [I in keyof D]: TokenType<D[I]> };

export function token<T>(name: string): Token<T> {
  return Symbol(name) as Token<T>;
}

/** The tokens of a record of services `S`, one per key, each typed as that key's service. */
export type TokensOf<S> = { readonly [K in keyof S]-?: Token<S[K]> };

/**
 * One token per key of `S`, made from the name given, or the token given when
 * the service is one declared elsewhere: the tokens' types are `S`'s own, not
 * written a second time.
 */
export function tokensFor<S>(names: { readonly [K in keyof S]-?: string | Token<S[K]> }): TokensOf<S> {
  return Object.fromEntries(Object.entries<string | Token<unknown>>(names).map(([key, name]) => [key, typeof name === 'string' ? token(name) : name])) as TokensOf<S>;
}

/**
 * How a service is made: the tokens it needs, and a factory over their
 * services. The one wiring style of the composition root (docs/adr/0002-composition-root.md).
 */
export interface Provider<T> {
  readonly needs: readonly Token<unknown>[];
  readonly create: (...services: never[]) => T;
}

export function provide<T, const D extends readonly Token<unknown>[]>(needs: D, create: (...services: TokenValues<D>) => T): Provider<T> {
  return { needs, create: create as (...services: never[]) => T };
}

/** A service that is an instance of `made`, built from the listed services in the order of its constructor's parameters. */
export function construct<T, const D extends readonly Token<unknown>[]>(needs: D, made: new (...services: TokenValues<D>) => T): Provider<T> {
  return provide(needs, (...services) => new made(...services));
}

/** A service made of nothing the container holds (an option given by the caller, a default). */
export function value<T>(made: T): Provider<T> {
  return provide([], () => made);
}

/** A token and its provider, typed together. */
export interface Binding<T> {
  readonly token: Token<T>;
  readonly provider: Provider<T>;
}

export function binding<T>(token: Token<T>, provider: Provider<T>): Binding<T> {
  return { token, provider };
}

/**
 * The inversify container behind typed tokens: every service is a singleton
 * made on first resolution from the services its provider needs.
 */
export class Wiring {
  readonly #container = new Container({ defaultScope: 'Singleton' });
  readonly #bound = new Set<Token<unknown>>();

  bind<T>(token: Token<T>, provider: Provider<T>): this {
    const create = provider.create as (...services: unknown[]) => T;
    if (this.#bound.has(token)) this.#container.unbind(token);
    this.#container.bind<T>(token).toResolvedValue((...services: unknown[]) => create(...services), [...provider.needs]);
    this.#bound.add(token);
    return this;
  }

  bindAll(bindings: readonly Binding<unknown>[]): this {
    for (const { token, provider } of bindings) this.bind(token, provider);
    return this;
  }

  get<T>(token: Token<T>): T {
    return this.#container.get<T>(token);
  }

  /** Every token bound so far (tests resolve them all). */
  tokens(): readonly Token<unknown>[] {
    return [...this.#bound];
  }
}
