import { useId } from 'react';
import { FileText, TriangleAlert } from 'lucide-react';
import { PROFILE_MAX } from '@newsjack/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

interface ProfileReviewProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** False when the engine could not read the website: the draft came from the form alone. */
  websiteReadable: boolean;
  website: string;
  /** The site's pages the analysis read (home first), so the user knows what the draft stands on. */
  pagesRead?: readonly string[];
}

/** A page of the site as a person names it: its path ('/about'), the home page as 'home page'. */
function pageName(url: string): string {
  try {
    const path = new URL(url).pathname.replace(/\/+$/, '');
    return path ? path : 'home page';
  } catch {
    return url;
  }
}

export function ProfileReview({ value, onChange, error, websiteReadable, website, pagesRead = [] }: ProfileReviewProps) {
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileText className="size-5 text-primary" aria-hidden="true" />
          Company Profile
        </CardTitle>
        <CardDescription>
          A short summary of what you do. Newsjack uses it to judge which trends matter to you; edit it freely.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {!websiteReadable && (
          <Alert role="status">
            <TriangleAlert aria-hidden="true" />
            <AlertTitle>We could not read your website</AlertTitle>
            <AlertDescription>
              {website} did not answer or had no readable text, so this profile was built only from the details you
              entered. Please check it and add what your company does, for whom, and what makes it different.
            </AlertDescription>
          </Alert>
        )}
        {websiteReadable && pagesRead.length > 0 && (
          <p className="text-xs text-muted-foreground">
            Drafted from {pagesRead.length === 1 ? 'your' : `${pagesRead.length} pages of your`} website:{' '}
            {pagesRead.map(pageName).join(', ')}
          </p>
        )}
        <Label htmlFor={id} className="sr-only">
          Company Profile
        </Label>
        <Textarea
          id={id}
          value={value}
          rows={8}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-meta`}
          className="min-h-40 leading-relaxed"
        />
        <div id={`${id}-meta`} className="flex flex-wrap items-center justify-between gap-2 text-xs">
          <span className={error ? 'text-destructive' : 'text-muted-foreground'}>
            {error ?? 'At least 50 characters; about 150 words works best.'}
          </span>
          <span className="text-muted-foreground tabular-nums">
            {value.trim().length}/{PROFILE_MAX} characters
          </span>
        </div>
      </CardContent>
    </Card>
  );
}
