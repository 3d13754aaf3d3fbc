import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { FleetError } from '../../../../application/fleet/fleet-errors';
import { VigilServerWords } from '../fleet-form-foot';

/** The Vigil server's own (English) words of a refusal, under the translated one; nothing for an error that is not the server's. */
export function ServerWords({ error }: { readonly error: unknown }) {
  if (!(error instanceof FleetError) || error.message === '') return null;
  return <VigilServerWords detail={error.message} testId="server-words" />;
}

/** What to do about a refusal about operators, when there is something to do. */
export function RefusalAdvice({ error }: { readonly error: unknown }) {
  if (!(error instanceof FleetError)) return null;
  if (error.code === 'FLEET.LAST_INSTALLER') {
    return (
      <Text fontSize="sm">
        <Trans>Make another operator an installer first.</Trans>
      </Text>
    );
  }
  return null;
}
