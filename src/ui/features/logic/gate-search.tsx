import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { Gate } from '../../../domain/configuration/controller/gate';
import type { LogicNode } from '../../../domain/configuration/controller/logic-graph';
import { findWords, normaliseSearchText, queryWords } from '../../../domain/configuration/search/text-match';
import { gateTypeName } from './gate-type-names';
import { signalLabel } from './signal-labels';

const MAX_RESULTS = 20;

/** One thing Find a gate can bring into view: a gate, or an io around the scope. */
interface FindTarget {
  readonly id: string;
  readonly label: string;
  /** What kind of thing it is, in words: the gate's type, "Input or output". */
  readonly kind: string;
  /** Label, kind and the document's type, normalised once: what the query's words are looked for in. */
  readonly text: string;
}

export interface GateSearchProps {
  readonly gates: readonly Gate[];
  /** The ios around the scope, listed on first call. */
  readonly terminals: () => readonly LogicNode[];
  /** Where a gate or io is drawn (its part on a split scope), and whether it is drawn at all. */
  readonly locate: (id: string) => { readonly part?: number; readonly drawn: boolean };
  /** The scope is shown a part at a time and its index has not come: where things are is not known yet. */
  readonly indexing: boolean;
  readonly onJump: (id: string, part: number | undefined) => void;
}

/**
 * Finds gates, and the inputs and outputs around them, by words of their
 * name, their device or their type (accents and case ignored, words in any
 * order), and jumps to one: selects it and brings it into view, switching
 * part if needed. An io no gate reads is listed but not drawn on a large
 * site: it says so.
 */
export function GateSearch({ gates, terminals, locate, indexing, onJump }: GateSearchProps) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const words = useMemo(() => queryWords(query), [query]);
  const searching = words.length > 0;
  const ioKind = t`Input or output`;
  // Built when a search starts, once per scope (and language): gates first, then the ios.
  const targets = useMemo((): readonly FindTarget[] => {
    if (!searching) return [];
    const target = (id: string, label: string, kind: string, type: string): FindTarget => ({ id, label, kind, text: normaliseSearchText(`${label} ${kind} ${type}`) });
    return [
      ...gates.map((gate) => target(gate.id, gate.name || gateTypeName(i18n, gate.type), gateTypeName(i18n, gate.type), gate.type)),
      ...terminals().map((node) => target(node.id, signalLabel(i18n, node, node.outputs[0]), ioKind, node.type)),
    ];
  }, [searching, gates, terminals, i18n, ioKind]);
  const found = useMemo(() => {
    if (indexing) return [];
    const matches: FindTarget[] = [];
    for (const each of targets) {
      if (findWords(each.text, words) === undefined) continue;
      matches.push(each);
      if (matches.length === MAX_RESULTS) break;
    }
    return matches;
  }, [targets, words, indexing]);
  // The list closes once a result is chosen, so it does not stay over the canvas.
  const go = (id: string) => {
    const where = locate(id);
    if (!where.drawn) return;
    setQuery('');
    onJump(id, where.part);
  };
  return (
    <Stack gap="1" as="search" position="relative">
      <Field.Root>
        <Field.Label htmlFor="logic-gate-search">{t`Find a gate, an input or an output`}</Field.Label>
        <Input
          id="logic-gate-search"
          size="sm"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && found[0]) go(found[0].id);
          }}
        />
      </Field.Root>
      {searching ? (
        // Over the canvas rather than pushing it down while typing.
        <Stack gap="0" position="absolute" top="100%" left="0" right="0" zIndex="dropdown" mt="1" p="1" bg="bg.panel" borderWidth="1px" borderRadius="md" boxShadow="md" maxHeight="20rem" overflowY="auto" data-testid="gate-search-results">
          {indexing ? (
            <Text fontSize="sm" color="fg.muted" px="2" py="1" role="status">
              <Trans>Indexing the graph…</Trans>
            </Text>
          ) : null}
          {found.length === 0 && !indexing ? (
            <Text fontSize="sm" color="fg.muted" px="2" py="1">
              <Trans>No gate, input or output has this name.</Trans>
            </Text>
          ) : null}
          {found.map((each) => {
            const drawn = locate(each.id).drawn;
            const kind = each.kind;
            return (
              <Button
                key={each.id}
                size="xs"
                variant="ghost"
                justifyContent="start"
                h="auto"
                minH="7"
                py="1"
                whiteSpace="normal"
                textAlign="start"
                disabled={!drawn}
                title={each.label}
                onClick={() => go(each.id)}
              >
                <Stack gap="0" align="start">
                  <Text as="span">{each.label}</Text>
                  <Text as="span" fontSize="2xs" color="fg.muted">
                    {drawn ? kind : t`${kind} — wired to no gate, not drawn`}
                  </Text>
                </Stack>
              </Button>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}
