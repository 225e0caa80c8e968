import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { countActiveFilters, EMPTY_TREND_FILTERS, type TrendFilterState } from '@/features/trends/trend-filters';
import { TrendFilterDialog } from '@/features/trends/components/trend-filter-dialog';

function Harness({ initial = EMPTY_TREND_FILTERS }: { initial?: TrendFilterState }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TrendFilterDialog value={value} onChange={setValue} />
      <output data-testid="applied">{JSON.stringify(value)}</output>
    </>
  );
}

const applied = () => JSON.parse(screen.getByTestId('applied').textContent ?? '{}') as TrendFilterState;

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Filter/ }));
  return screen.getByRole('dialog', { name: 'Strategic Insights Filter' });
}

describe('Strategic Insights Filter', () => {
  it('when edits are made and the dialog is closed without Apply, then nothing is committed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Technology' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(applied()).toEqual(EMPTY_TREND_FILTERS);
    // Reopening shows the committed state, not the abandoned draft.
    const again = await openDialog(user);
    expect(within(again).getByRole('checkbox', { name: 'Technology' })).not.toBeChecked();
  });

  it('when Apply Filters is clicked, then the edits are committed and the badge counts categories, sentiment and velocities', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await openDialog(user);
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(6 + 2);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Finance' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'World Events & Politics' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Negative' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Explosive' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(applied()).toEqual({
      categories: ['finance', 'worldevents'],
      sentiment: 'negative',
      mentionVelocity: ['explosive'],
    });
    expect(screen.getByTestId('filter-count')).toHaveTextContent('4');
  });

  it('when the selected sentiment is clicked again, then it is deselected', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const dialog = await openDialog(user);
    const positive = within(dialog).getByRole('radio', { name: 'Positive' });
    await user.click(positive);
    expect(positive).toBeChecked();
    await user.click(positive);
    expect(positive).not.toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Neutral' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
    expect(applied().sentiment).toBe('neutral');
  });

  it('when Clear All is clicked, then every filter is reset to empty and the badge disappears', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ categories: ['technology'], sentiment: 'positive', mentionVelocity: ['high'] }} />);
    expect(screen.getByTestId('filter-count')).toHaveTextContent('3');
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('checkbox', { name: 'Technology' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Clear All' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Technology' })).not.toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Positive' })).not.toBeChecked();
    expect(applied()).toEqual(EMPTY_TREND_FILTERS);
    expect(screen.queryByTestId('filter-count')).not.toBeInTheDocument();
  });

  it('when counting active filters, then each category, the sentiment and each velocity count once', () => {
    expect(countActiveFilters(EMPTY_TREND_FILTERS)).toBe(0);
    expect(
      countActiveFilters({ categories: ['finance', 'business'], sentiment: null, mentionVelocity: ['high'] }),
    ).toBe(3);
    expect(countActiveFilters({ categories: [], sentiment: 'neutral', mentionVelocity: [] })).toBe(1);
  });
});
