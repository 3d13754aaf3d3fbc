import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Icon } from './icon';

/** A password field with a show/hide toggle that keeps keyboard focus order and says what it does. */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          size="sm"
          variant="ghost"
          me="-2"
          aria-label={visible ? t`Hide password` : t`Show password`}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon name={visible ? 'visibility_off' : 'visibility'} />
        </IconButton>
      }
    >
      <Input {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}
