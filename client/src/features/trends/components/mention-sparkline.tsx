import type { MentionPoint } from '@newsjack/shared';
import { formatCount } from '@/lib/format-number';
// Imported with the cards, not lazily: the chart is 2 KB of hand-drawn SVG, and fetching it on its own cost the
// dashboard a further round trip (and a skeleton swap) before its first screen settled.
import MentionChart from './mention-chart';

interface MentionSparklineProps {
  points: MentionPoint[];
  width?: number;
  height?: number;
}

/** Describes the series in words, for screen readers and for the tooltip of the chart area. */
export function describeMentions(points: MentionPoint[]): string {
  if (points.length === 0) return 'No mention history yet';
  const first = points[0]?.mentions ?? 0;
  const last = points[points.length - 1]?.mentions ?? 0;
  const peak = Math.max(...points.map((p) => p.mentions));
  return `Mentions over time: ${formatCount(first)} to ${formatCount(last)}, peak ${formatCount(peak)}`;
}

/** A small mention-over-time chart from a trend's history; nothing is drawn for fewer than two points. */
export function MentionSparkline({ points, width = 140, height = 40 }: MentionSparklineProps) {
  if (points.length < 2) return null;
  return (
    <div role="img" aria-label={describeMentions(points)} style={{ width, height }} className="shrink-0">
      <MentionChart points={points} width={width} height={height} />
    </div>
  );
}
