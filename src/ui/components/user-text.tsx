import { chakra } from '@chakra-ui/react';

/** First strong isolate … pop directional isolate: a string's own direction, closed where it ends. */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * `text` isolated for a string built from it ("Contact ‹name› — Password",
 * a tooltip, an accessible name): whatever bidirectional controls it holds
 * (U+202E right-to-left override…) end with it and cannot reverse the words
 * around it. For React nodes prefer `UserText`.
 */
export function isolate(text: string): string {
  return text === '' ? text : `${FSI}${text}${PDI}`;
}

const Bdi = chakra('bdi');

export interface UserTextProps {
  /** Text from the configuration or typed by a person: a name, a value. */
  readonly children: string;
  /**
   * One line cut with an ellipsis when too long (lists); the full value is
   * in the tooltip (hover) and shown whole while the row holding it has the
   * keyboard focus.
   */
  readonly truncate?: boolean;
  readonly flex?: string;
}

/**
 * Text from the configuration shown as text, in a `<bdi>`: its direction is
 * its own and it cannot reorder what surrounds it. Every name, value and
 * other user-supplied string of the console goes through it.
 */
export function UserText({ children, truncate = false, flex }: UserTextProps) {
  if (!truncate) return <Bdi>{children}</Bdi>;
  return (
    <Bdi
      title={children}
      display="block"
      minW="0"
      flex={flex}
      overflow="hidden"
      textOverflow="ellipsis"
      whiteSpace="nowrap"
      textAlign="start"
      data-truncated=""
      css={{ ':focus-visible > &, :focus-visible > * > &': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
    >
      {children}
    </Bdi>
  );
}
