import { Alert, Text, type AlertRootProps, type TextProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { errorText } from '../i18n/error-text';

type AlertTextProps = Omit<TextProps, 'role' | 'color' | 'children'> & { readonly children?: ReactNode };

/** A failure or a refusal in a sentence, announced as it appears (`role="alert"`); nothing while there is none. */
export function AlertText({ children, ...rest }: AlertTextProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <Text role="alert" color="fg.error" {...rest}>
      {children}
    </Text>
  );
}

/** A thrown error, a problem or an error code in the person's language (`errorText`); nothing while there is none. */
export function ErrorText({ error, ...rest }: Omit<AlertTextProps, 'children'> & { readonly error: unknown }) {
  const { i18n } = useLingui();
  return error === null || error === undefined ? null : <AlertText {...rest}>{errorText(i18n, error)}</AlertText>;
}

type ErrorAlertProps = Omit<AlertRootProps, 'status' | 'role' | 'title' | 'children'> & {
  /** What failed or was refused; nothing is drawn while it is empty. */
  readonly title: ReactNode;
  /** What it means for the person, under the title. */
  readonly children?: ReactNode;
};

/** An error in a box: the failure as its title, what it means below it; nothing while there is none. */
export function ErrorAlert({ title, children, ...rest }: ErrorAlertProps) {
  if (title === undefined || title === null || title === false || title === '') return null;
  return (
    <Alert.Root status="error" role="alert" {...rest}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {children ? <Alert.Description>{children}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
