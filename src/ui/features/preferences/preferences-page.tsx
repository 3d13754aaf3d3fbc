import { Card, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Language } from '../../../application/ports/preferences.port';
import { LANGUAGES } from '../../../application/ports/preferences.port';
import { usePreferences } from '../../preferences-context';
import { PageHeading } from '../../configuration/page-heading';
import { LabelledSwitch } from '../../components/labelled-switch';
import { RadioChoices } from '../../components/radio-choices';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };
/** Each language by its own name, in itself. */
const LANGUAGE_CHOICES = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language], lang: language }));

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
            <RadioChoices
              label={t`Language`}
              inline
              value={preferences.language}
              onChange={(language) => preferences.setLanguage(language)}
              choices={LANGUAGE_CHOICES}
            />
            <RadioChoices
              label={t`Theme`}
              inline
              value={preferences.theme}
              onChange={(theme) => preferences.setTheme(theme)}
              choices={[
                { value: 'dark', label: <Trans>Dark</Trans> },
                { value: 'light', label: <Trans>Light</Trans> },
              ]}
            />
            <LabelledSwitch
              colorPalette="primary"
              checked={preferences.expertMode}
              onChange={(checked) => preferences.setExpertMode(checked)}
              label={<Trans>Expert mode</Trans>}
              help={<Trans>Shows advanced options, such as forcing a licence activation or an update. Alt+Shift+E switches it anywhere.</Trans>}
            />
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
