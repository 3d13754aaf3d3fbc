import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { AlertText } from '../../components/alert-text';

/** The Vigil server's own (English) words of a refusal, under the translated one. */
export function VigilServerWords({ detail, testId }: { readonly detail: string; readonly testId: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" data-testid={testId}>
      <Trans>The Vigil server's words: {detail}</Trans>
    </Text>
  );
}

/**
 * The end of a fleet form in a dialog: the Vigil server's own words for a
 * refusal (each field says its own part above), the failure that belongs to
 * no field, and the hidden submit button that lets Enter send the form.
 */
export function FleetFormFoot({ detail, failure, testId }: { readonly detail: string | undefined; readonly failure: string | undefined; readonly testId: string }) {
  return (
    <>
      {detail ? <VigilServerWords detail={detail} testId={testId} /> : null}
      <AlertText>{failure}</AlertText>
      <button type="submit" hidden />
    </>
  );
}
