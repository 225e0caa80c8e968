import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeMentions, MentionSparkline } from '@/features/trends/components/mention-sparkline';

const points = [
  { t: '2025-01-01T00:00:00Z', mentions: 4 },
  { t: '2025-01-01T06:00:00Z', mentions: 30 },
  { t: '2025-01-01T12:00:00Z', mentions: 18 },
];

describe('mention-over-time chart', () => {
  it('when a trend has a history, then a chart is drawn and described in words', async () => {
    const { container } = render(<MentionSparkline points={points} />);
    expect(screen.getByRole('img', { name: 'Mentions over time: 4 to 18, peak 30' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('svg[data-chart="mentions"] path')).not.toBeNull(), {
      timeout: 10_000,
    });
  });

  it('when the pointer is over the chart, then the bucket under it and its mentions are shown', async () => {
    const { container } = render(<MentionSparkline points={points} width={140} height={40} />);
    await waitFor(() => expect(container.querySelector('svg[data-chart="mentions"]')).not.toBeNull(), {
      timeout: 10_000,
    });
    const svg = container.querySelector('svg[data-chart="mentions"]')!;
    svg.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 140,
      height: 40,
      right: 140,
      bottom: 40,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.mouseMove(svg, { clientX: 70, clientY: 20 });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Mentions: 30');
    fireEvent.mouseLeave(svg);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('when a trend has fewer than two points, then no chart is drawn', () => {
    const { container } = render(<MentionSparkline points={points.slice(0, 1)} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('when there is no history, then the description says so', () => {
    expect(describeMentions([])).toBe('No mention history yet');
  });
});
