import { REPITCH_WARNING_DAYS, type Contact, type GenerationMode } from '@newsjack/shared';
import { AlertTriangle, Search } from 'lucide-react';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '../pitch-view';
import { ALL_OUTLETS, confidenceScore, filterContacts, isLowMatch, outletsOf, sortContacts } from '../wizard-logic';
import { ConfidenceBadge } from './confidence-badge';
import { GenerationModeField } from '@/components/form/generation-mode-field';

export interface ContactStepState {
  search: string;
  outlet: string;
  mode: GenerationMode;
  selected: number[];
}

interface WizardContactStepProps {
  contacts: readonly Contact[];
  loading: boolean;
  failed: boolean;
  /** Last send per contact id within the last 14 days. */
  recentlyPitched: ReadonlyMap<number, string>;
  state: ContactStepState;
  onChange: (patch: Partial<ContactStepState>) => void;
  onToggle: (id: number) => void;
}

/** Step 2: search, outlet filter and mode, and the contacts (best match first) to pitch. */
export function WizardContactStep({
  contacts,
  loading,
  failed,
  recentlyPitched,
  state,
  onChange,
  onToggle,
}: WizardContactStepProps) {
  const shown = sortContacts(filterContacts(contacts, state.search, state.outlet));
  return (
    <div className="grid gap-4">
      <div className="grid gap-2 sm:grid-cols-[1fr_12rem]">
        <div className="relative">
          <Search className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden="true" />
          <Input
            aria-label="Search contacts"
            placeholder="Search by name, outlet or focus"
            className="pl-8"
            value={state.search}
            onChange={(e) => onChange({ search: e.target.value })}
          />
        </div>
        <Select value={state.outlet} onValueChange={(outlet) => onChange({ outlet })}>
          <SelectTrigger aria-label="Outlet">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_OUTLETS}>All outlets</SelectItem>
            {outletsOf(contacts).map((outlet) => (
              <SelectItem key={outlet} value={outlet}>
                {outlet}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <GenerationModeField value={state.mode} onChange={(mode) => onChange({ mode })} idPrefix="pitch" />

      {loading ? (
        <div className="grid gap-2" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : failed ? (
        <p className="text-sm text-destructive">Failed to fetch contacts</p>
      ) : contacts.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">
          No media contacts found for this company. Go to Media Contacts page to generate contacts first.
        </p>
      ) : shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No contacts match your search criteria.</p>
      ) : (
        <ul aria-label="Contacts" className="grid max-h-[40vh] gap-2 overflow-y-auto">
          {shown.map((contact) => {
            const checked = state.selected.includes(contact.id);
            const lastSent = recentlyPitched.get(contact.id);
            return (
              <li key={contact.id} className="rounded-md border p-3 has-[[data-state=checked]]:border-primary">
                <div className="flex items-start gap-3">
                  <Checkbox
                    id={`wizard-contact-${contact.id}`}
                    checked={checked}
                    onCheckedChange={() => onToggle(contact.id)}
                    className="mt-1"
                  />
                  <Label htmlFor={`wizard-contact-${contact.id}`} className="grid flex-1 gap-0.5 font-normal">
                    <span className="font-medium">{contact.name}</span>
                    <span className="text-xs text-muted-foreground">
                      {[contact.title, contact.outlet].filter(Boolean).join(' · ')}
                    </span>
                    {contact.areasOfFocus.length > 0 && (
                      <span className="text-xs text-muted-foreground">
                        {contact.areasOfFocus.slice(0, 3).join(', ')}
                      </span>
                    )}
                  </Label>
                  <ConfidenceBadge score={confidenceScore(contact)} />
                </div>
                {checked && isLowMatch(contact) && (
                  <p
                    className="mt-2 flex items-center gap-1.5 text-xs font-medium text-amber-700"
                    data-testid="low-match-warning"
                  >
                    <AlertTriangle className="size-3.5" aria-hidden="true" />
                    {`Low match (${Math.round(confidenceScore(contact)!)}%): ${contact.name}'s recent coverage is far from this story. Pitch only if you can say why it is for them.`}
                  </p>
                )}
                {checked && lastSent && (
                  <p
                    className="mt-2 flex items-center gap-1.5 text-xs font-medium text-amber-700"
                    data-testid="repitch-warning"
                  >
                    <AlertTriangle className="size-3.5" aria-hidden="true" />
                    {`Already pitched on ${formatDate(lastSent)}: ${contact.name} got a pitch from this company in the last ${REPITCH_WARNING_DAYS} days.`}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
