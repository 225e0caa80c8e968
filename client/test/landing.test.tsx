import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LandingPage } from '@/features/landing/landing-page';
import { AUDIENCES } from '@/features/landing/landing-content';
import { navigation } from '@/lib/navigation';

const [agencies, smb] = AUDIENCES;

describe('landing page', () => {
  it('when it opens, then the PR-teams tab, How It Works and the no-card line show', () => {
    render(<LandingPage />);
    expect(screen.getByRole('tab', { name: 'For modern PR teams' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1, name: agencies!.headline })).toBeInTheDocument();
    for (const step of ['Monitor', 'Analyze', 'Execute']) {
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    }
    expect(screen.getByText('No credit card needed.')).toBeInTheDocument();
  });

  it('when the small-business tab is chosen, then the headline, cards and closing call change', async () => {
    const user = userEvent.setup();
    render(<LandingPage />);
    await user.click(screen.getByRole('tab', { name: 'For Small Businesses & Startups' }));
    expect(screen.getByRole('heading', { level: 1, name: smb!.headline })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: agencies!.headline })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: smb!.features[0].title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: smb!.closing.cta })).toBeInTheDocument();
  });

  it('when Log In, the primary or the final call to action is clicked, then the browser goes to /api/login', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    render(<LandingPage />);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await user.click(screen.getByRole('button', { name: agencies!.primaryCta }));
    await user.click(screen.getByRole('button', { name: agencies!.closing.cta }));
    expect(assign.mock.calls).toEqual([['/api/login'], ['/api/login'], ['/api/login']]);
  });

  it('when the secondary button is clicked, then the page scrolls to How It Works', async () => {
    const user = userEvent.setup();
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    render(<LandingPage />);
    await user.click(screen.getByRole('button', { name: agencies!.secondaryCta }));
    expect(scroll).toHaveBeenCalledOnce();
    expect(scroll.mock.contexts[0]).toHaveAttribute('id', 'how-it-works');
    expect(document.activeElement).toHaveAttribute('id', 'how-it-works');
  });
});
