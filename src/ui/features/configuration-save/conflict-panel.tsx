import { Alert, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ConflictChoice, SaveConflict } from '../../../application/configuration-workspace/save-flow';
import type { ModelChange } from '../../../domain/configuration/model-change';
import { Icon } from '../../components/icon';
import { ChangeList, type ChangeView } from '../../configuration/change-list';
import { expandChanges } from '../../configuration/expand-change';
import { ErrorAlert } from '../../components/alert-text';

export interface ConflictPanelProps {
  readonly conflict: SaveConflict;
  /** Names a change of the appliance's document (`theirs`) or of the draft (`mine`). */
  readonly describe: (change: ModelChange, side: 'mine' | 'theirs') => ChangeView;
  readonly onChoose: (choice: ConflictChoice) => void;
}

/**
 * The appliance's document changed since it was loaded, and the changes could
 * not be merged by themselves (both sides changed the same field, or together
 * they break a rule). Shows their changes and the overlap, and offers: mine on
 * top of theirs, theirs, or overwriting theirs after a second confirmation.
 */
export function ConflictPanel({ conflict, describe, onChoose }: ConflictPanelProps) {
  const { t } = useLingui();
  const [confirmOverwrite, setConfirmOverwrite] = useState(false);
  const overlap = conflict.overlapping.length;
  return (
    <Stack gap="4" data-testid="conflict">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>The configuration was changed on the appliance since you loaded it.</Trans>
          </Alert.Title>
          <Alert.Description>
            {overlap > 0 ? (
              <Plural value={overlap} one="You and the appliance changed # field differently: choose which to keep." other="You and the appliance changed # fields differently: choose which to keep." />
            ) : (
              <Trans>Your changes and the appliance's touch different fields, but together they break a rule of the configuration: choose which to keep.</Trans>
            )}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>

      <Stack gap="2">
        <Heading as="h3" size="sm">
          <Trans>Changed on the appliance</Trans>
        </Heading>
        <ChangeList changes={expandChanges(conflict.theirs).map((change) => describe(change, 'theirs'))} label={t`Changed on the appliance`} testId="their-changes" />
      </Stack>
      {overlap > 0 ? (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            <Trans>Your changes to the same fields</Trans>
          </Heading>
          <ChangeList changes={expandChanges(conflict.overlapping).map((change) => describe(change, 'mine'))} label={t`Your changes to the same fields`} testId="overlapping-changes" />
        </Stack>
      ) : null}

      {confirmOverwrite ? (
        <ErrorAlert title={<Trans>Overwrite the appliance's changes?</Trans>}>
          <Stack gap="3">
            <Text>
              <Plural
                value={conflict.theirs.length}
                one="The # change made on the appliance will be lost: your draft is written over the document you loaded."
                other="The # changes made on the appliance will be lost: your draft is written over the document you loaded."
              />
            </Text>
            <Stack direction="row" gap="2" wrap="wrap">
              <Button size="sm" variant="outline" onClick={() => setConfirmOverwrite(false)}>
                <Trans>Cancel</Trans>
              </Button>
              {/* The palette's solid red is a little light for white text in the light theme (4.4:1). */}
              <Button size="sm" colorPalette="red" _light={{ bg: 'red.700' }} onClick={() => onChoose('overwrite')}>
                <Trans>Overwrite their changes</Trans>
              </Button>
            </Stack>
          </Stack>
        </ErrorAlert>
      ) : (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" wrap="wrap">
          <Button colorPalette="primary" onClick={() => onChoose('mine-over-theirs')}>
            <Icon name="call_merge" />
            <Trans>Keep mine on top of theirs</Trans>
          </Button>
          <Button variant="outline" onClick={() => onChoose('theirs')}>
            <Icon name="cloud_download" />
            <Trans>Take theirs (drop my changes)</Trans>
          </Button>
          <Button variant="outline" colorPalette="red" onClick={() => setConfirmOverwrite(true)}>
            <Icon name="warning" />
            <Trans>Overwrite theirs…</Trans>
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
