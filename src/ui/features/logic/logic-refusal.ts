import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DomainError } from '../../../domain/shared/domain-error';
import { refusalText } from '../../configuration/problem-text';

const LOGIC_REFUSALS = {
  'LOGIC.UNKNOWN_PORT': msg`no such port`,
  'LOGIC.READ_ONLY_GATE': msg`a gate of an unknown type cannot be edited`,
  'LOGIC.PORT_COUNT': msg`this gate cannot take more or fewer ports`,
} as const;

const MISMATCH = {
  logic: msg`a logic output cannot drive an analogue input`,
  analogue: msg`an analogue output cannot drive a logic input`,
} as const;

/** Why the graph refused a connection or an edit, in the user's language. */
export function logicRefusalText(i18n: I18n, error: unknown): string {
  if (error instanceof DomainError) {
    if (error.code === 'LOGIC.KIND_MISMATCH') return i18n._(error.metadata.source === 'logic' ? MISMATCH.logic : MISMATCH.analogue);
    const known = (LOGIC_REFUSALS as Record<string, (typeof LOGIC_REFUSALS)[keyof typeof LOGIC_REFUSALS]>)[error.code];
    if (known) return i18n._(known);
  }
  return refusalText(i18n, error);
}
