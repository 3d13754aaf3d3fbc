import { describe, expect, it } from 'vitest';
import { binding, construct, provide, token, value, Wiring } from './typed-container';

interface Greeter {
  greet(name: string): string;
}

const PREFIX = token<string>('Prefix');
const GREETER = token<Greeter>('Greeter');
const COUNT = token<number>('Count');

describe('Wiring', () => {
  it('makes each service once, from the services its provider names, in order', () => {
    let made = 0;
    const wiring = new Wiring()
      .bind(PREFIX, value('Bonjour'))
      .bind(COUNT, value(2))
      .bind(GREETER, provide([PREFIX, COUNT], (prefix, count) => {
        made++;
        return { greet: (name: string) => `${prefix} ${name}${'!'.repeat(count)}` };
      }));
    expect(wiring.get(GREETER).greet('Ana')).toBe('Bonjour Ana!!');
    expect(wiring.get(GREETER)).toBe(wiring.get(GREETER));
    expect(made).toBe(1);
    expect(wiring.tokens()).toEqual([PREFIX, COUNT, GREETER]);
  });

  it('replaces a binding made earlier (one line swaps a service)', () => {
    const wiring = new Wiring().bind(PREFIX, value('Hello')).bind(GREETER, provide([PREFIX], (prefix) => ({ greet: (name: string) => `${prefix} ${name}` })));
    wiring.bindAll([binding(PREFIX, value('Salut'))]);
    expect(wiring.get(GREETER).greet('Léa')).toBe('Salut Léa');
  });

  it('checks types where a token is bound and where it is resolved (compile-time)', () => {
    const wiring = new Wiring().bind(PREFIX, value('Hi'));
    // @ts-expect-error a number is not the string PREFIX stands for
    wiring.bind(PREFIX, value(3));
    // @ts-expect-error the factory's parameters are the services of the tokens listed: PREFIX is a string, not a number
    provide([PREFIX], (prefix: number) => prefix + 1);
    // @ts-expect-error get gives the token's type: a string is not a Greeter
    const greeter: Greeter = wiring.get(PREFIX);
    // At run time the wrong binding went through: the compiler is what refuses it.
    expect(typeof greeter).toBe('number');
  });

  it('constructs a class from the services listed, in the order of its parameters', () => {
    class Welcome implements Greeter {
      constructor(
        private readonly prefix: string,
        private readonly count: number,
      ) {}

      greet(name: string): string {
        return `${this.prefix} ${name}${'!'.repeat(this.count)}`;
      }
    }
    const wiring = new Wiring().bind(PREFIX, value('Hola')).bind(COUNT, value(1)).bind(GREETER, construct([PREFIX, COUNT], Welcome));
    expect(wiring.get(GREETER)).toBeInstanceOf(Welcome);
    expect(wiring.get(GREETER).greet('Iris')).toBe('Hola Iris!');
    // @ts-expect-error the services are listed in the wrong order for the constructor
    construct([COUNT, PREFIX], Welcome);
  });
});
