import { Box, Input, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { matchedParts, searchEntries, type SearchEntry, type SearchHit } from '../../../domain/configuration/search/configuration-search';
import { DialogFrame } from '../../components/dialog-frame';
import { useWorkspace } from '../../configuration/use-workspace';
import { entryPlaceText, kindLabel, resultUrl, searchTargets } from './search-targets';
import { usePages } from '../../configuration/use-pages';
import { useSearchIndex } from './use-search-index';

/** Results listed at most; the count says how many match in all. */
const SHOWN_RESULTS = 50;

/** True for Ctrl+K (Cmd+K on a Mac). */
function isSearchShortcut(event: Pick<globalThis.KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'key' | 'code'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && (event.code === 'KeyK' || event.key.toLowerCase() === 'k');
}

/** Opens the search on Ctrl+K anywhere in the page (the browser's own Ctrl+K is kept from it). */
export function useSearchShortcut(open: () => void): void {
  const latest = useRef(open);
  useEffect(() => {
    latest.current = open;
  });
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event) || event.repeat) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

function Highlighted({ hit }: { readonly hit: SearchHit }) {
  return (
    <bdi>
      {matchedParts(hit.entry.name, hit.ranges).map((part, index) =>
        part.matched ? (
          <Box as="mark" key={index} bg="primary.muted" color="inherit" rounded="xs" fontWeight="semibold">
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </bdi>
  );
}

export interface SearchDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * Search everywhere: the draft's devices, streams, ios, users, groups,
 * stores, servers, contacts, receivers, calendars and gates, then the pages
 * and their settings. Results while typing; arrows move, Enter opens the
 * result in its editor, Escape closes.
 */
export function SearchDialog({ open, onClose }: SearchDialogProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const draft = useWorkspace((state) => state.draft);
  const index = useSearchIndex(open);
  const pages = usePages();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const results = useMemo(() => searchEntries(index, query, SHOWN_RESULTS), [index, query]);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  // Closed, the dialog forgets its query: the next opening starts empty.
  const close = () => {
    setQuery('');
    setActive(0);
    onClose();
  };

  const choose = (hit: SearchHit | undefined) => {
    if (!hit) return;
    const href = resultUrl(hit.entry, draft, pages);
    if (href === undefined) return;
    close();
    void router.navigate({ href });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.hits.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((current) => (current + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((current) => (current - 1 + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(results.hits[active]);
    }
  };

  useEffect(() => {
    document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, listId]);

  const activeId = results.hits[active] ? `${listId}-${active}` : undefined;
  const where = (entry: SearchEntry) => entryPlaceText(i18n, entry);

  return (
    <DialogFrame
      open={open}
      onClose={close}
      placement="top"
      size="lg"
      initialFocusEl={() => inputRef.current}
      testId="search-dialog"
      title={<Trans>Search everywhere</Trans>}
      bodyProps={{ display: 'flex', flexDirection: 'column', gap: '3' }}
    >
        <Input
          ref={inputRef}
          role="combobox"
          aria-label={t`Search the configuration, pages and settings`}
          aria-expanded={results.hits.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          placeholder={t`Name of a device, user, gate, page…`}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="search-count">
          {query.trim() === '' ? (
            <Trans>Type part of a name. Arrows choose, Enter opens, Escape closes.</Trans>
          ) : results.total === 0 ? (
            <Trans>No result.</Trans>
          ) : results.total > results.hits.length ? (
            <Trans>
              {results.hits.length} of {results.total} results shown
            </Trans>
          ) : (
            <Plural value={results.total} one="# result" other="# results" />
          )}
        </Text>
        <Box as="ul" id={listId} role="listbox" aria-label={t`Results`} listStyleType="none" maxH="60vh" overflowY="auto" display="flex" flexDirection="column" gap="0.5">
          {results.hits.map((hit, position) => (
            <Box
              as="li"
              key={`${hit.entry.kind}:${hit.entry.id}`}
              id={`${listId}-${position}`}
              role="option"
              aria-selected={position === active}
              display="flex"
              alignItems="baseline"
              gap="3"
              px="3"
              py="1.5"
              rounded="md"
              cursor="pointer"
              bg={position === active ? 'primary.subtle' : undefined}
              outline={position === active ? '2px solid' : undefined}
              outlineColor="primary.solid"
              onMouseMove={() => setActive(position)}
              onClick={() => choose(hit)}
            >
              <Text as="span" color="fg.muted" fontSize="xs" minW="7rem" flexShrink={0}>
                {i18n._(kindLabel(searchTargets(pages), hit.entry.kind))}
              </Text>
              {/* Long names wrap: the whole name and what tells it apart stay readable. */}
              <Text as="span" flex="1" minW="0" overflowWrap="anywhere">
                <Highlighted hit={hit} />
                {where(hit.entry) ? (
                  <Text as="span" color="fg.muted" data-testid="search-where">
                    {' — '}
                    <bdi>{where(hit.entry)}</bdi>
                  </Text>
                ) : null}
              </Text>
            </Box>
          ))}
        </Box>
    </DialogFrame>
  );
}
