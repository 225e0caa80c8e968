import type { GenerationMode } from '@newsjack/shared';
import { Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';

/**
 * The quality mode of an AI generation, as the spec names it for story angles and the pitch wizard alike:
 * 'Quick Draft' (the default) or 'Advanced Analysis', labelled Premium. `idPrefix` keeps the radio ids unique.
 */
export function GenerationModeField({
  value,
  onChange,
  idPrefix,
}: {
  value: GenerationMode;
  onChange: (mode: GenerationMode) => void;
  idPrefix: string;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium">Mode</legend>
      <RadioGroup
        value={value}
        onValueChange={(mode) => onChange(mode as GenerationMode)}
        className="grid gap-2 sm:grid-cols-2"
        aria-label="Mode"
      >
        <div className="flex items-center gap-2 rounded-md border p-3">
          <RadioGroupItem id={`${idPrefix}-mode-quick`} value="quick" />
          <Label htmlFor={`${idPrefix}-mode-quick`} className="font-normal">
            Quick Draft
          </Label>
        </div>
        <div className="flex items-center gap-2 rounded-md border p-3">
          <RadioGroupItem id={`${idPrefix}-mode-advanced`} value="advanced" />
          <Label htmlFor={`${idPrefix}-mode-advanced`} className="font-normal">
            Advanced Analysis
          </Label>
          <Badge variant="accent" className="ml-auto">
            <Sparkles aria-hidden="true" />
            Premium
          </Badge>
        </div>
      </RadioGroup>
    </fieldset>
  );
}
