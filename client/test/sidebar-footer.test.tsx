import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserBadge } from '@/components/layout/user-badge';
import { userDisplayName, userInitial } from '@/lib/user-identity';
import { makeUser } from './helpers/fixtures';

describe('sidebar footer identity', () => {
  it('when the first name exists, then the initial is its first letter', () => {
    expect(userInitial({ firstName: 'grace', email: 'x@example.com' })).toBe('G');
  });

  it('when there is no first name, then the initial comes from the e-mail', () => {
    expect(userInitial({ firstName: null, email: 'mira@example.com' })).toBe('M');
  });

  it('when neither name nor e-mail exists, then the initial is U', () => {
    expect(userInitial({ firstName: '  ', email: null })).toBe('U');
    expect(userInitial(null)).toBe('U');
  });

  it('when both names exist, then the full name is shown', () => {
    expect(userDisplayName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
  });

  it('when only one name exists, then the name reads User', () => {
    expect(userDisplayName({ firstName: 'Ada', lastName: null })).toBe('User');
    expect(userDisplayName({ firstName: null, lastName: 'Lovelace' })).toBe('User');
    expect(userDisplayName(null)).toBe('User');
  });

  it('when rendered for a user without a picture, then it shows the initial, full name and PR Manager', () => {
    render(<UserBadge user={makeUser()} />);
    const badge = screen.getByTestId('user-badge');
    expect(badge).toHaveTextContent('A');
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('PR Manager')).toBeInTheDocument();
  });

  it('when rendered for a user with only an e-mail, then it shows the e-mail initial and User', () => {
    render(<UserBadge user={makeUser({ firstName: null, lastName: null, email: 'zoe@example.com' })} />);
    expect(screen.getByText('Z')).toBeInTheDocument();
    expect(screen.getByText('User')).toBeInTheDocument();
  });
});
