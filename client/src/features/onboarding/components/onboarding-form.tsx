import { useState, type ChangeEvent, type FormEvent } from 'react';
import { AlertCircle, Building2, Globe, Sparkles } from 'lucide-react';
import type { OnboardingInput } from '@newsjack/shared';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { parseOnboardingForm, type OnboardingFieldErrors, type OnboardingFormValues } from '../onboarding-form-values';
import { LabelledInput } from '@/components/form/labelled-input';

interface OnboardingFormProps {
  values: OnboardingFormValues;
  onChange: (values: OnboardingFormValues) => void;
  /** Errors the server found in a submission (a 400's details), shown beside the fields. */
  serverErrors?: OnboardingFieldErrors;
  /** A message from the server about the whole submission, shown above the fields. */
  notice?: string | null;
  onSubmit: (input: OnboardingInput) => void;
  /** Into the app without a company (it can be added later from the app's 'Add your company' prompt). */
  onSkip: () => void;
  skipping?: boolean;
}

export function OnboardingForm({
  values,
  onChange,
  serverErrors = {},
  notice,
  onSubmit,
  onSkip,
  skipping = false,
}: OnboardingFormProps) {
  const [errors, setErrors] = useState<OnboardingFieldErrors>({});
  const shown = { ...serverErrors, ...errors };

  const field = (name: keyof OnboardingFormValues) => ({
    value: values[name],
    error: shown[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      onChange({ ...values, [name]: event.target.value });
      if (errors[name]) setErrors({ ...errors, [name]: undefined });
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = parseOnboardingForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSubmit(result.input);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <Building2 className="size-5 text-primary" aria-hidden="true" />
          Tell us about your company
        </CardTitle>
        <CardDescription>
          We read your website and propose a company profile, keywords to track and media outlets to pitch. You review
          everything before it is saved.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Company details">
          {notice && (
            <Alert variant="destructive">
              <AlertCircle aria-hidden="true" />
              <AlertDescription>{notice}</AlertDescription>
            </Alert>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <LabelledInput label="Company Name" autoComplete="organization" required {...field('companyName')} />
            <LabelledInput
              label="Website"
              inputMode="url"
              autoComplete="url"
              placeholder="example.com"
              required
              {...field('website')}
            />
          </div>
          <LabelledInput
            label="Known Media Outlets"
            placeholder="TechCrunch, The Verge, Wired"
            hint="Optional. Separate outlets with commas."
            {...field('mediaOutlets')}
          />
          <Separator />
          <fieldset className="grid gap-4">
            <legend className="mb-3 flex items-center gap-2 text-sm font-medium">
              <Globe className="size-4 text-muted-foreground" aria-hidden="true" />
              Social media (optional)
            </legend>
            <div className="grid gap-4 sm:grid-cols-3">
              <LabelledInput
                label="LinkedIn"
                inputMode="url"
                placeholder="linkedin.com/company/…"
                {...field('linkedin')}
              />
              <LabelledInput label="X/Twitter" inputMode="url" placeholder="x.com/…" {...field('x')} />
              <LabelledInput label="Instagram" inputMode="url" placeholder="instagram.com/…" {...field('instagram')} />
            </div>
          </fieldset>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:items-center sm:justify-end">
            <p id="skip-hint" className="text-center text-xs text-muted-foreground sm:mr-auto sm:text-left">
              No time now? Skip, and add your company later from the app.
            </p>
            <Button type="button" variant="ghost" onClick={onSkip} disabled={skipping} aria-describedby="skip-hint">
              Skip
            </Button>
            <Button type="submit" size="lg">
              <Sparkles aria-hidden="true" />
              Analyze Company
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
