import { useId } from 'react';
import type { CompanyProfile } from '@newsjack/shared';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useToast } from '@/hooks/use-toast';
import { isUnauthorizedError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { useSwitchCompany } from '../api/use-switch-company';
import { serverMessage } from '../company-links';

interface CompanySwitcherProps {
  profiles: readonly CompanyProfile[];
  activeId: number;
  /** Its accessible name: 'Active company' on My Company, 'Active client' in the shell's bar. */
  label?: string;
  className?: string;
}

/** Chooses which company profile the whole app works for (agency plan or admin). */
export function CompanySwitcher({ profiles, activeId, label = 'Active company', className }: CompanySwitcherProps) {
  const id = useId();
  const { toast } = useToast();
  const switchCompany = useSwitchCompany();

  function choose(value: string) {
    const companyId = Number(value);
    if (companyId === activeId || switchCompany.isPending) return;
    const name = profiles.find((p) => p.id === companyId)?.companyName ?? 'the selected company';
    switchCompany.mutate(companyId, {
      onSuccess: (result) => {
        // The server adds a company's suggested keywords when it becomes active with none tracked (spec 01 §4);
        // one toast says both, as a second would replace the first.
        const added = result.keywordsAdded ?? 0;
        const description =
          added > 0
            ? `Successfully added ${added} tracking keywords for ${result.companyName ?? name}`
            : `You are now working on ${name}.`;
        toast({ title: 'Company Switched', description, variant: 'success' });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) return;
        toast({
          title: 'Switch Failed',
          description: serverMessage(error, 'Failed to switch company. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <Select value={String(activeId)} onValueChange={choose} disabled={switchCompany.isPending}>
        <SelectTrigger id={id} className={cn('w-56', className)} aria-label={label}>
          <SelectValue placeholder="Choose a company" />
        </SelectTrigger>
        <SelectContent>
          {profiles.map((profile) => (
            <SelectItem key={profile.id} value={String(profile.id)}>
              {profile.companyName}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
