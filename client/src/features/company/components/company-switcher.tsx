import { ChevronDown } from 'lucide-react';
import type { CompanyProfile } from '@newsjack/shared';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
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

/**
 * Chooses which company profile the whole app works for (agency plan or admin): a button naming the active one and
 * a menu of radio items. The menu is not modal: a modal list (the select it was) hid the page with aria-hidden
 * while its links stayed focusable, axe's serious aria-hidden-focus on every page with the shell's switch open.
 * Closing it gives the focus back to the button, which stays enabled while a switch runs (a second choice then is
 * ignored) so the focus is not dropped to the page.
 */
export function CompanySwitcher({ profiles, activeId, label = 'Active company', className }: CompanySwitcherProps) {
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

  const activeName = profiles.find((p) => p.id === activeId)?.companyName ?? 'Choose a company';
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          aria-label={`${label}: ${activeName}`}
          className={cn('w-56 justify-between px-3 font-normal', className)}
        >
          <span className="truncate">{activeName}</span>
          <ChevronDown className="opacity-60" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" aria-label={label} className="min-w-(--radix-dropdown-menu-trigger-width)">
        <DropdownMenuRadioGroup value={String(activeId)} onValueChange={choose}>
          {profiles.map((profile) => (
            <DropdownMenuRadioItem key={profile.id} value={String(profile.id)}>
              {profile.companyName}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
