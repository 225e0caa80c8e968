import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '@/hooks/use-toast';
import { renderWithProviders } from './helpers/render-with-providers';

describe('toaster on demand', () => {
  it('when the page has just rendered, then the toast renderer is not mounted yet; once idle, it is', async () => {
    renderWithProviders(<p>page</p>);
    expect(screen.queryByRole('region', { name: /Notification/ })).toBeNull();
    expect(await screen.findByRole('region', { name: /Notification/ }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('when the first toast is shown, then it renders with its title and description, and the next one too', async () => {
    renderWithProviders(<p>page</p>);
    act(() => void toast({ title: 'Saved', description: 'Your changes were saved.' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Your changes were saved.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notification/ })).toBeInTheDocument();
    act(() => void toast({ title: 'Deleted' }));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
  });
});
