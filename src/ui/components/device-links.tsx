import { Button, Link as ChakraLink } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useReadOnly } from './use-read-only';
import { Icon } from './icon';

const DEVICES: string = '/admin/devices';
const NEW_DEVICE: string = '/admin/devices/new';

/** Back to the device list, above the editor and the page that adds devices. */
export function AllDevicesLink() {
  return (
    <ChakraLink asChild alignSelf="flex-start">
      <Link to={DEVICES}>
        <Icon name="arrow_back" />
        <Trans>All devices</Trans>
      </Link>
    </ChakraLink>
  );
}

/** To the page that adds devices: a link beside the list's heading, a button in the empty list; none in a console that may only read. */
export function AddDevicesLink({ button = false }: { readonly button?: boolean }) {
  const readOnly = useReadOnly();
  if (readOnly) return null;
  const link = (
    <Link to={NEW_DEVICE}>
      <Icon name="add" />
      <Trans>Add devices</Trans>
    </Link>
  );
  return button ? (
    <Button asChild colorPalette="primary">
      {link}
    </Button>
  ) : (
    <ChakraLink asChild>{link}</ChakraLink>
  );
}
