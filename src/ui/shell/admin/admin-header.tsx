import { Button, Flex, Group, Heading, IconButton, Kbd, Switch } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { LANGUAGES } from '../../../application/ports/preferences.port';
import { Icon } from '../../components/icon';
import { SignOutConfirmation } from '../../features/configuration-save/sign-out-confirmation';
import { SearchDialog, useSearchShortcut } from '../../features/search/search-dialog';
import { ShortcutHelp, useShortcutHelpKey } from '../shortcuts/shortcut-help';
import { DEFAULT_SERVER_NAME, useApplicationInfo, usePreferences } from '../../preferences-context';
import { useServices } from '../../services-context';

/** The menu button (below the md breakpoint), the server's display name, the language and theme switches and sign-out. */
export function AdminHeader({ menuButton }: { readonly menuButton?: ReactNode }) {
  const { t } = useLingui();
  const services = useServices();
  const router = useRouter();
  const preferences = usePreferences();
  const shellInfo = useApplicationInfo();
  const info = services.session.serverInfo() ?? shellInfo;
  const serverName = info?.title || info?.name || DEFAULT_SERVER_NAME;

  const [confirming, setConfirming] = useState(false);
  const [searching, setSearching] = useState(false);
  useSearchShortcut(() => setSearching(true));
  const [helping, setHelping] = useState(false);
  useShortcutHelpKey(() => setHelping(true));

  function signOut() {
    setConfirming(false);
    // The draft is stored shortly after each edit: store the last one now, before the workspace is cleared.
    services.drafts.flush();
    services.signOut.execute();
    router.history.push('/auth');
  }

  // Unsaved changes: ask first (the draft stays in this browser, without passwords).
  const requestSignOut = () => (services.workspace.state().dirty ? setConfirming(true) : signOut());

  return (
    <Flex as="header" align="center" gap={{ base: "2", md: "4" }} wrap="wrap" px={{ base: "3", md: "4" }} py={{ base: "2", md: "3" }} borderBottomWidth="1px" bg="bg.panel">
      {menuButton}
      <Icon name="videocam" size="1.75em" />
      <Heading as="p" size="lg" flex="1" minW={{ base: "60%", sm: "0" }} truncate data-testid="server-name">
        {serverName}
      </Heading>
      <Button size="sm" variant="outline" aria-keyshortcuts="Control+K" onClick={() => setSearching(true)} data-testid="search-button">
        <Icon name="search" />
        <Trans>Search</Trans>
        <Kbd size="sm" aria-hidden="true">
          <Trans>Ctrl+K</Trans>
        </Kbd>
      </Button>
      <SearchDialog open={searching} onClose={() => setSearching(false)} />
      {/* A phone has no keyboard to speak of: the button from md on; "?" opens the list anywhere. */}
      <IconButton size="sm" variant="ghost" hideBelow="md" aria-label={t`Keyboard shortcuts`} aria-keyshortcuts="?" title={t`Keyboard shortcuts (?)`} onClick={() => setHelping(true)} data-testid="shortcut-help-button">
        <Icon name="keyboard" />
      </IconButton>
      <ShortcutHelp open={helping} onClose={() => setHelping(false)} />
      <Group attached role="group" aria-label={t`Language`}>
        {LANGUAGES.map((language) => (
          <Button
            key={language}
            size="sm"
            variant={preferences.language === language ? 'solid' : 'outline'}
            colorPalette="primary"
            aria-pressed={preferences.language === language}
            lang={language}
            onClick={() => preferences.setLanguage(language)}
          >
            {language === 'en' ? 'EN' : 'FR'}
          </Button>
        ))}
      </Group>
      <Switch.Root
        colorPalette="primary"
        checked={preferences.theme === 'dark'}
        onCheckedChange={({ checked }) => preferences.setTheme(checked ? 'dark' : 'light')}
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>
          <Trans>Dark theme</Trans>
        </Switch.Label>
      </Switch.Root>
      <Button size="sm" variant="outline" onClick={requestSignOut}>
        <Icon name="logout" />
        <Trans>Sign out</Trans>
      </Button>
      <SignOutConfirmation open={confirming} onConfirm={signOut} onCancel={() => setConfirming(false)} />
    </Flex>
  );
}
