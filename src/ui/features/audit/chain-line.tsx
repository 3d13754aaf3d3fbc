import { Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ChainVerification } from '../../../application/audit/verify-audit-chain.use-case';
import { ErrorText } from '../../components/alert-text';

/** The chain check's line: intact (with how many entries), or where it breaks and why. */
export function ChainLine({ verification, error }: { readonly verification: ChainVerification | undefined; readonly error: unknown }) {
  if (error) return <ErrorText error={error} />;
  if (!verification) {
    return (
      <Text color="fg.muted" role="status">
        <Trans>Checking the audit chain…</Trans>
      </Text>
    );
  }
  const checked = verification.checked;
  if (verification.intact) {
    return (
      <Text color="fg.success" role="status" data-testid="audit-chain" data-intact="true">
        <Trans>The audit chain is intact: {checked} entries checked, none altered or missing.</Trans>
      </Text>
    );
  }
  const sequence = verification.broken?.sequence ?? 0;
  return (
    <Text color="fg.error" role="alert" data-testid="audit-chain" data-intact="false">
      {verification.broken?.reason === 'missing' ? (
        <Trans>The audit chain is broken: entry {sequence} is missing (deleted from the database).</Trans>
      ) : verification.broken?.reason === 'unlinked' ? (
        <Trans>The audit chain is broken: entry {sequence} does not follow the entry before it (entries were removed or replaced).</Trans>
      ) : (
        <Trans>The audit chain is broken: entry {sequence} was changed after it was written.</Trans>
      )}
    </Text>
  );
}
