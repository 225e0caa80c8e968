import { onboardingInputSchema, type OnboardingInput } from '@newsjack/shared';

/** What the form holds: plain strings, exactly as typed. */
export interface OnboardingFormValues {
  companyName: string;
  website: string;
  mediaOutlets: string;
  linkedin: string;
  x: string;
  instagram: string;
}

export type OnboardingFieldErrors = Partial<Record<keyof OnboardingFormValues, string>>;

export const EMPTY_FORM_VALUES: OnboardingFormValues = {
  companyName: '',
  website: '',
  mediaOutlets: '',
  linkedin: '',
  x: '',
  instagram: '',
};

const FIELD_NAMES = new Set<string>(Object.keys(EMPTY_FORM_VALUES));

/** Form field for an issue path: social links are nested on the wire ('socialMediaLinks.linkedin'). */
function fieldOf(path: readonly PropertyKey[]): keyof OnboardingFormValues | null {
  const name = String(path[0] === 'socialMediaLinks' ? path[1] : path[0]);
  return FIELD_NAMES.has(name) ? (name as keyof OnboardingFormValues) : null;
}

/** Collects the first message per field from issues (zod's, or the `details` of a 400 from the API). */
export function fieldErrorsFrom(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): OnboardingFieldErrors {
  const errors: OnboardingFieldErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Validates with the same schema the server uses, so the messages match it word for word. */
export function parseOnboardingForm(
  values: OnboardingFormValues,
): { ok: true; input: OnboardingInput } | { ok: false; errors: OnboardingFieldErrors } {
  const parsed = onboardingInputSchema.safeParse({
    companyName: values.companyName,
    website: values.website,
    mediaOutlets: values.mediaOutlets,
    socialMediaLinks: { linkedin: values.linkedin, x: values.x, instagram: values.instagram },
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: fieldErrorsFrom(parsed.error.issues) };
}
