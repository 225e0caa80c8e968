import { describe, expect, it } from 'vitest';
import { PASSWORD_CONTAINS_EMAIL_MESSAGE, passwordContainsEmail, registerBodySchema } from '../src';
import { messagesOf } from './helpers';

const email = 'dana.whitfield@harbour.example';

describe('a password that holds the e-mail address', () => {
  it('when the password is the address, or holds the part before its @ in any case or punctuation, then it is caught', () => {
    for (const password of [
      email,
      `${email.toUpperCase()}!`,
      'dana.whitfield',
      'Dana-Whitfield-2026',
      'my name is danawhitfield',
    ]) {
      expect(passwordContainsEmail(password, email), password).toBe(true);
    }
  });

  it('when the password only shares a few letters, or the local part is under three characters, then it is not caught', () => {
    expect(passwordContainsEmail('violet kettle orbit lantern', email)).toBe(false);
    expect(passwordContainsEmail('dana walks to whitby field', email)).toBe(false);
    expect(passwordContainsEmail('jolly harbour evenings', 'jo@harbour.example')).toBe(false);
  });

  it('when such a password is registered, then the body is refused with the message on the password field', () => {
    const result = registerBodySchema.safeParse({ email, password: 'DanaWhitfield!2026' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password', PASSWORD_CONTAINS_EMAIL_MESSAGE],
    ]);
    expect(PASSWORD_CONTAINS_EMAIL_MESSAGE).toBe('Password must not contain your e-mail address');
    expect(messagesOf(registerBodySchema, { email, password: 'violet kettle orbit lantern' })).toEqual([]);
  });

  it("when the password is too short too, then the spec's length message still comes first", () => {
    expect(messagesOf(registerBodySchema, { email: 'ab@x.example', password: 'short' })[0]).toBe(
      'Password must be at least 8 characters',
    );
  });
});
