import type { Contact } from '@newsjack/shared';
import { AlertTriangle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { confidenceScore, wizardTier } from '../wizard-logic';

interface LowTierWarningProps {
  /** The selected contacts under tier 2, in the order chosen. */
  contacts: readonly Pick<Contact, 'id' | 'name' | 'outlet' | 'relevanceScore'>[];
  acknowledged: boolean;
  onAcknowledge: (acknowledged: boolean) => void;
}

/**
 * Before pitching journalists under tier 2 (below 70%), the wizard names each with their tier and match and asks
 * the user to acknowledge: a pitch far from a reporter's beat costs the relationship (issue 23). Generate waits.
 */
export function LowTierWarning({ contacts, acknowledged, onAcknowledge }: LowTierWarningProps) {
  const many = contacts.length > 1;
  return (
    <Alert className="border-amber-500/60" data-testid="low-tier-warning">
      <AlertTriangle className="size-4 text-amber-700" aria-hidden="true" />
      <AlertTitle>{many ? `${contacts.length} contacts are below tier 2` : 'This contact is below tier 2'}</AlertTitle>
      <AlertDescription className="grid gap-2">
        <ul className="grid gap-0.5">
          {contacts.map((c) => (
            <li key={c.id}>
              <span className="font-medium">{c.name}</span> ({c.outlet}): Tier {wizardTier(c)} ·{' '}
              {Math.round(confidenceScore(c)!)}% match
            </li>
          ))}
        </ul>
        <p>
          Their recent coverage is far from this story. A pitch they cannot use can cost you the relationship; pitch
          only if you can say why it is for them.
        </p>
        <div className="flex items-center gap-2">
          <Checkbox
            id="acknowledge-low-tier"
            checked={acknowledged}
            onCheckedChange={(checked) => onAcknowledge(checked === true)}
          />
          <Label htmlFor="acknowledge-low-tier" className="font-medium">
            {many
              ? 'I know why this story is for them: pitch them anyway'
              : 'I know why this story is for them: pitch anyway'}
          </Label>
        </div>
      </AlertDescription>
    </Alert>
  );
}
