import type { ComponentProps } from 'react';
import { LabelledInput } from './labelled-input';

type PasswordFieldProps = Omit<ComponentProps<typeof LabelledInput>, 'type' | 'autoComplete'> & {
  /** 'current' lets the browser fill the saved password; 'new' has it offer a fresh one and fill nothing. */
  purpose: 'current' | 'new';
};

/** A labelled password input, named for the browser's password manager; every form's password is one of these. */
export function PasswordField({ purpose, ...props }: PasswordFieldProps) {
  return (
    <LabelledInput
      type="password"
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      {...props}
    />
  );
}
