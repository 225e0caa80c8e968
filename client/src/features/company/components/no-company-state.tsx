import { Building2, Plus } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/lib/paths';

/** Empty or error state of My Company (spec 01 §2). */
export function NoCompanyState() {
  const [, navigate] = useLocation();
  return (
    <Card className="border-dashed">
      <CardContent className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Building2 className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-base font-semibold">No Company Profiles Found</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          Add your company and Newsjack will analyse its website to build a profile, tracking keywords and media
          outlets.
        </p>
        <Button className="mt-2" onClick={() => navigate(paths.onboarding)}>
          <Plus aria-hidden="true" />
          Add Company
        </Button>
      </CardContent>
    </Card>
  );
}
