import { useId, useState } from 'react';
import { updateCompanyDetailsBodySchema, type CompanyProfile } from '@newsjack/shared';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useToast } from '@/hooks/use-toast';
import { isUnauthorizedError } from '@/lib/api-client';
import { useUpdateCompanyDetails } from '../api/use-update-company-details';
import { serverMessage, SOCIAL_NETWORKS, type SocialNetwork } from '../company-links';

const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

type Fields = { industry: string; targetMarkets: string; mediaOutlets: string; website: string } & Record<
  SocialNetwork,
  string
>;

function fieldsOf(profile: CompanyProfile): Fields {
  return {
    industry: profile.industry ?? '',
    targetMarkets: profile.targetMarkets.join(', '),
    mediaOutlets: profile.mediaOutlets.join(', '),
    website: profile.website,
    linkedin: profile.socialMediaLinks.linkedin ?? '',
    x: profile.socialMediaLinks.x ?? '',
    instagram: profile.socialMediaLinks.instagram ?? '',
  };
}

/**
 * Correcting what the analysis read: industry, target markets, the user's own media outlets, website and social
 * links. Only changed fields are sent; relevance reads them from the next refresh.
 */
export function DetailsForm({ profile, onDone }: { profile: CompanyProfile; onDone: () => void }) {
  const id = useId();
  const { toast } = useToast();
  const update = useUpdateCompanyDetails();
  const initial = fieldsOf(profile);
  const [fields, setFields] = useState<Fields>(initial);
  const set = (key: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setFields((f) => ({ ...f, [key]: event.target.value }));

  const changed = (key: keyof Fields) => fields[key].trim() !== initial[key].trim();
  const socialChanged = SOCIAL_NETWORKS.some(({ key }) => changed(key));
  const body = {
    ...(changed('industry') ? { industry: fields.industry.trim() || null } : {}),
    ...(changed('targetMarkets') ? { targetMarkets: list(fields.targetMarkets) } : {}),
    ...(changed('mediaOutlets') ? { mediaOutlets: list(fields.mediaOutlets) } : {}),
    ...(changed('website') ? { website: fields.website } : {}),
    ...(socialChanged
      ? { socialMediaLinks: Object.fromEntries(SOCIAL_NETWORKS.map(({ key }) => [key, fields[key].trim()])) }
      : {}),
  };
  const parsed = updateCompanyDetailsBodySchema.safeParse(body);
  const nothing = Object.keys(body).length === 0;
  const problem = !nothing && !parsed.success ? parsed.error.issues[0]?.message : undefined;

  function save() {
    if (!parsed.success) return;
    update.mutate(
      { id: profile.id, details: parsed.data },
      {
        onSuccess: () => {
          toast({ title: 'Details Updated', description: 'Your company details have been saved.', variant: 'success' });
          onDone();
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) return;
          toast({
            title: 'Update Failed',
            description: serverMessage(error, 'Failed to update company details. Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  const row = (key: keyof Fields, label: string, hint?: string) => (
    <div className="grid gap-1.5 sm:grid-cols-[10rem_1fr] sm:items-center sm:gap-4">
      <Label htmlFor={`${id}-${key}`}>{label}</Label>
      <div className="grid gap-1">
        <Input id={`${id}-${key}`} value={fields[key]} onChange={set(key)} />
        {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      </div>
    </div>
  );

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      {row('industry', 'Industry')}
      {row('targetMarkets', 'Target markets', 'Separate with commas')}
      {row('mediaOutlets', 'Your media outlets', 'Separate with commas')}
      {row('website', 'Website')}
      {SOCIAL_NETWORKS.map(({ key, label }) => (
        <div key={key}>{row(key, label)}</div>
      ))}
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={nothing || !parsed.success || update.isPending}>
          Save
        </Button>
      </div>
    </form>
  );
}
