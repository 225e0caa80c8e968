import type { MentionPoint } from '@newsjack/shared';
import { Area, AreaChart, Tooltip, XAxis, YAxis } from 'recharts';

interface MentionChartProps {
  points: MentionPoint[];
  width: number;
  height: number;
}

function formatBucket(t: string): string {
  const date = new Date(t);
  if (Number.isNaN(date.getTime())) return t;
  return date.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric' });
}

/** The recharts drawing itself; loaded on demand so the chart library stays out of the first paint. */
export default function MentionChart({ points, width, height }: MentionChartProps) {
  return (
    <AreaChart width={width} height={height} data={points} margin={{ top: 2, right: 2, bottom: 2, left: 2 }}>
      <defs>
        <linearGradient id="nj-mentions-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="var(--primary)" stopOpacity={0.35} />
          <stop offset="100%" stopColor="var(--primary)" stopOpacity={0} />
        </linearGradient>
      </defs>
      <XAxis dataKey="t" hide />
      <YAxis hide domain={[0, 'dataMax']} />
      <Tooltip
        labelFormatter={(label) => formatBucket(String(label))}
        formatter={(value) => [String(value), 'Mentions']}
        contentStyle={{ fontSize: 12, padding: '4px 8px' }}
      />
      <Area
        type="monotone"
        dataKey="mentions"
        stroke="var(--primary)"
        strokeWidth={1.5}
        fill="url(#nj-mentions-fill)"
        isAnimationActive={false}
      />
    </AreaChart>
  );
}
