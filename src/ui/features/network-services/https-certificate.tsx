import { Badge, Box, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import type { Configuration } from '../../../domain/configuration/configuration';
import { updateAt, valueAt } from '../../../domain/configuration/model-path';
import type { NetworkParameters } from '../../../domain/configuration/network-parameters';
import { fieldId } from '../../configuration/field-id';
import type { ProblemIndex } from '../../configuration/problem-paths';
import { useApply } from '../../configuration/use-workspace';
import { Icon } from '../../components/icon';
import { RadioChoices } from '../../components/radio-choices';
import { RevertButton } from '../../configuration/revert-button';
import { readCertificate, type CertificateSummary } from './certificate-summary';
import { certificateModeOf, withCertificateMode, type CertificateMode } from './certificate-mode';
import { NETWORK_PATH, networkDescriptor } from './network.descriptor';
import { useReadOnly } from '../../components/use-read-only';
import { DescriptorField } from '../../configuration/entity-form';

type Reading = { readonly bytes: Uint8Array; readonly summary: CertificateSummary | null; readonly expired: boolean };

/** A distinguished name after its label, as the certificate writes it. */
function NameLine({ label, name }: { readonly label: ReactNode; readonly name: string }) {
  return (
    <Text>
      {label}{' '}
      <Text as="span" fontFamily="mono" wordBreak="break-word">
        {name}
      </Text>
    </Text>
  );
}

/** The certificate's subject and validity, read in the browser; "can't be read" when it is no PEM or DER certificate. */
function CertificateDetails({ bytes }: { readonly bytes: Uint8Array }) {
  const { i18n } = useLingui();
  const [reading, setReading] = useState<Reading>();
  useEffect(() => {
    let current = true;
    void readCertificate(bytes).then((summary) => current && setReading({ bytes, summary, expired: summary !== null && summary.notAfter.getTime() < Date.now() }));
    return () => {
      current = false;
    };
  }, [bytes]);
  if (reading?.bytes !== bytes) {
    return (
      <Text color="fg.muted">
        <Trans>Reading the certificate…</Trans>
      </Text>
    );
  }
  const { summary, expired } = reading;
  if (!summary) {
    return (
      <Text data-testid="certificate-unreadable">
        <Trans>This certificate can't be read here (a PKCS#12 bundle or another format); it is kept as it is for the appliance.</Trans>
      </Text>
    );
  }
  const expiry = i18n.date(summary.notAfter, { dateStyle: 'long' });
  return (
    <Stack gap="1" data-testid="certificate-details">
      <NameLine label={<Trans>Subject:</Trans>} name={summary.subject} />
      <NameLine label={<Trans>Issuer:</Trans>} name={summary.issuer} />
      <HStack>
        <Text>{expired ? <Trans>Expired on {expiry}</Trans> : <Trans>Expires on {expiry}</Trans>}</Text>
        {expired ? (
          <Badge colorPalette="red">
            <Trans>expired</Trans>
          </Badge>
        ) : null}
      </HStack>
    </Stack>
  );
}

/**
 * The HTTPS certificate: the appliance's own, one obtained automatically
 * for a domain, or an uploaded file, whose bytes are stored as they are
 * (read in the browser, never sent anywhere but in the saved configuration).
 */
export function HttpsCertificate({ configuration, problems }: { readonly configuration: Configuration; readonly problems: ProblemIndex }) {
  const { t, i18n } = useLingui();
  const apply = useApply();
  const readOnly = useReadOnly();
  const network = valueAt(configuration, NETWORK_PATH) as NetworkParameters;
  const derived = certificateModeOf(network);
  // Choosing 'automatic' before typing a domain: the fields still read 'uploaded' until the domain is set.
  const [awaitingDomain, setAwaitingDomain] = useState(false);
  const mode: CertificateMode = awaitingDomain && derived === 'uploaded' ? 'automatic' : derived;
  const title = i18n._(networkDescriptor.singular);

  const change = (label: string, next: (current: NetworkParameters) => NetworkParameters) =>
    apply({
      kind: 'network.certificate',
      label: `${title}: ${label}`,
      apply: (draft) => updateAt(draft, NETWORK_PATH, (current) => next(current as NetworkParameters)),
    });

  const choose = (chosen: CertificateMode) => {
    setAwaitingDomain(chosen === 'automatic');
    change(t`HTTPS certificate`, (current) => withCertificateMode(current, chosen));
  };
  const upload = async (file: File) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    setAwaitingDomain(false);
    change(t`uploaded certificate`, (current) => ({ ...withCertificateMode(current, 'uploaded'), httpsCertificate: bytes }));
  };

  const certificate = network.httpsCertificate;
  const size = certificate?.length ?? 0;
  const certificatePath = [...NETWORK_PATH, 'httpsCertificate'];
  const uploadId = fieldId(certificatePath);
  return (
    <Box as="section" aria-labelledby="https-certificate" borderWidth="1px" rounded="md" p="4">
      <Stack gap="4">
        <Heading as="h3" size="sm" id="https-certificate">
          <Trans>HTTPS certificate</Trans>
        </Heading>
        <RadioChoices
          aria-labelledby="https-certificate"
          value={mode}
          readOnly={readOnly}
          onChange={choose}
          choices={[
            { value: 'default', label: <Trans>The appliance's own certificate</Trans> },
            { value: 'automatic', label: <Trans>A certificate obtained automatically for a domain</Trans> },
            { value: 'uploaded', label: <Trans>An uploaded certificate</Trans> },
          ]}
        />

        {mode === 'automatic' ? <DescriptorField descriptor={networkDescriptor} name="httpsAutoCertificateDomain" configuration={configuration} problems={problems} reveal /> : null}

        {mode === 'uploaded' ? (
          <Stack gap="3">
            <HStack gap="3" wrap="wrap">
              <Field.Root id={uploadId} w="auto" disabled={readOnly}>
                <Field.Label>
                  <Trans>Certificate file (PEM, DER or PKCS#12)</Trans>
                </Field.Label>
                <Input
                  type="file"
                  accept=".pem,.crt,.cer,.der,.p12,.pfx"
                  p="1"
                  onChange={(event) => {
                    const file = event.currentTarget.files?.[0];
                    event.currentTarget.value = '';
                    if (file) void upload(file);
                  }}
                />
              </Field.Root>
              {certificate && !readOnly ? (
                <Button size="sm" variant="outline" mt="6" onClick={() => change(t`certificate removed`, (current) => ({ ...current, httpsCertificate: null }))}>
                  <Icon name="delete" />
                  <Trans>Remove the certificate</Trans>
                </Button>
              ) : null}
              <Box mt="6">
                <RevertButton path={certificatePath} label={`${title}: ${t`the appliance's certificate`}`}>
                  <Trans>Back to the appliance's certificate</Trans>
                </RevertButton>
              </Box>
            </HStack>
            {certificate ? (
              <Stack gap="1">
                <Text color="fg.muted">
                  <Trans>{size} bytes</Trans>
                </Text>
                <CertificateDetails bytes={certificate} />
              </Stack>
            ) : (
              <Text color="fg.muted">
                <Trans>No certificate uploaded yet.</Trans>
              </Text>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
