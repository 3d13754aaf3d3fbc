import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MaskZone } from '../../../domain/configuration/analysis/mask';
import { createMaskZone } from '../../../domain/configuration/analysis/mask';
import { Icon } from '../../components/icon';
import { CommitInput } from '../../configuration/commit-input';
import type { ZonesChange } from './mask-surface';
import { useReadOnly } from '../../components/use-read-only';
import { rectangleText } from './zone-text';

/** The zones as a list: their rectangle, their mask value (0 to 255) and a delete button each. */
export function ZoneList({ zones, onChange, onMaskValue }: { zones: readonly MaskZone[]; onChange: ZonesChange; onMaskValue: (index: number, value: number) => void }) {
  const { t, i18n } = useLingui();
  const readOnly = useReadOnly();
  return (
    <Stack gap="2" as="section" aria-label={t`Mask zones`}>
      {zones.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No zone yet: draw one on the picture or add one.</Trans>
        </Text>
      ) : null}
      {zones.map((zone, index) => {
        const number = index + 1;
        return (
          <Flex key={index} gap="3" align="end" wrap="wrap" data-testid="zone-row">
            <Text minW="4rem" fontWeight="semibold">
              <Trans>Zone {number}</Trans>
            </Text>
            <Text fontFamily="mono" fontSize="sm" minW="16rem">
              {rectangleText(i18n, zone)}
            </Text>
            <CommitInput width="5.5rem" labelFontSize="xs" label={t`Mask value of zone ${number}`} value={zone.mask} min={0} max={255} onCommit={(value) => onMaskValue(index, value)} />
            {readOnly ? null : (
              <Button size="sm" variant="ghost" aria-label={t`Delete zone ${number}`} onClick={() => onChange(zones.filter((_, each) => each !== index), 'delete')}>
                <Icon name="delete" />
              </Button>
            )}
          </Flex>
        );
      })}
      {readOnly ? null : (
        <Button size="sm" variant="outline" alignSelf="start" onClick={() => onChange([...zones, createMaskZone()], 'add')}>
          <Icon name="add" />
          <Trans>Add a zone</Trans>
        </Button>
      )}
    </Stack>
  );
}
