import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { confidenceBadge } from '../wizard-logic';

const TONE_CLASSES = {
  green: 'border-transparent bg-green-100 text-green-800',
  yellow: 'border-transparent bg-yellow-100 text-yellow-800',
  red: 'border-transparent bg-red-100 text-red-800',
} as const;

/** A contact's confidence as '% match' in the tier's colour; 'Not scored' until AI Score ran. */
export function ConfidenceBadge({ score }: { score: number | null }) {
  if (score === null) return <Badge variant="outline">Not scored</Badge>;
  const { tone, label } = confidenceBadge(score);
  return (
    <Badge className={cn(TONE_CLASSES[tone])} data-tone={tone}>
      {label}
    </Badge>
  );
}
