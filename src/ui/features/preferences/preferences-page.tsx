import { Card, RadioGroup, Stack, Switch, Text, HStack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Language, Theme } from '../../../application/ports/preferences.port';
import { LANGUAGES } from '../../../application/ports/preferences.port';
import { usePreferences } from '../../preferences-context';
import { PageHeading } from '../../configuration/page-heading';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

/** Language, theme and the hidden expert mode (also Alt+Shift+E), kept across visits. */
export function PreferencesPage() {
  const { t } = useLingui();
  const preferences = usePreferences();
  return (
    <Stack gap="6" maxW="2xl">
      <PageHeading />
      <Card.Root>
        <Card.Body>
          <Stack gap="6">
            <RadioGroup.Root value={preferences.language} onValueChange={(details) => details.value && preferences.setLanguage(details.value as Language)} aria-label={t`Language`}>
              <Stack gap="2">
                <Text fontWeight="semibold" id="language-label">
                  <Trans>Language</Trans>
                </Text>
                <HStack gap="6">
                  {LANGUAGES.map((language) => (
                    <RadioGroup.Item key={language} value={language}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText lang={language}>{LANGUAGE_NAMES[language]}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </HStack>
              </Stack>
            </RadioGroup.Root>
            <RadioGroup.Root value={preferences.theme} onValueChange={(details) => details.value && preferences.setTheme(details.value as Theme)} aria-label={t`Theme`}>
              <Stack gap="2">
                <Text fontWeight="semibold">
                  <Trans>Theme</Trans>
                </Text>
                <HStack gap="6">
                  <RadioGroup.Item value="dark">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      <Trans>Dark</Trans>
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                  <RadioGroup.Item value="light">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>
                      <Trans>Light</Trans>
                    </RadioGroup.ItemText>
                  </RadioGroup.Item>
                </HStack>
              </Stack>
            </RadioGroup.Root>
            <Stack gap="1">
              <Switch.Root colorPalette="primary" checked={preferences.expertMode} onCheckedChange={({ checked }) => preferences.setExpertMode(checked)}>
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label>
                  <Trans>Expert mode</Trans>
                </Switch.Label>
              </Switch.Root>
              <Text fontSize="sm" color="fg.muted">
                <Trans>Shows advanced options, such as forcing a licence activation or an update. Alt+Shift+E switches it anywhere.</Trans>
              </Text>
            </Stack>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
