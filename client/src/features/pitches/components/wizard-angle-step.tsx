import { contentTypeLabel, type StoryAngle } from '@newsjack/shared';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Skeleton } from '@/components/ui/skeleton';

interface WizardAngleStepProps {
  angles: readonly StoryAngle[];
  loading: boolean;
  failed: boolean;
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** Step 1: pick the story angle to pitch. */
export function WizardAngleStep({ angles, loading, failed, selectedId, onSelect }: WizardAngleStepProps) {
  if (loading)
    return (
      <div className="grid gap-2" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  if (failed) return <p className="text-sm text-destructive">Failed to load story angles. Please try again.</p>;
  if (angles.length === 0)
    return (
      <p className="py-6 text-center text-sm text-muted-foreground">
        No story angles found. Create a story angle first to generate pitches.
      </p>
    );
  return (
    <RadioGroup
      aria-label="Story angle"
      value={selectedId === null ? '' : String(selectedId)}
      onValueChange={(value) => onSelect(Number(value))}
      className="grid max-h-[50vh] gap-2 overflow-y-auto"
    >
      {angles.map((angle) => (
        <div key={angle.id} className="flex items-start gap-3 rounded-md border p-3 has-[:checked]:border-primary">
          <RadioGroupItem id={`wizard-angle-${angle.id}`} value={String(angle.id)} className="mt-1" />
          <Label htmlFor={`wizard-angle-${angle.id}`} className="grid gap-1 font-normal">
            <span className="font-medium">{angle.headline}</span>
            <span className="line-clamp-2 text-xs text-muted-foreground">{angle.angle}</span>
            <Badge variant="secondary" className="w-fit">
              {contentTypeLabel(angle.contentType)}
            </Badge>
          </Label>
        </div>
      ))}
    </RadioGroup>
  );
}
