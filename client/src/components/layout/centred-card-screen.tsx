import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandLogo } from '@/components/layout/brand-logo';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';

/**
 * A screen outside the app's shell that is one card in the middle: the brand (home), the card with its title as the
 * page's h1, and an optional line under it. Sign-in, the password screens and the unsubscribe pages share it, so they
 * look and read alike.
 */
export function CentredCardScreen({
  title,
  description,
  children,
  footer,
  besideAside = false,
}: {
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** One column of a wider page (sign-in) whose aside shows the brand on large screens: the page sets the height. */
  besideAside?: boolean;
}) {
  return (
    <main
      className={cn(
        'flex items-center justify-center px-4 py-10 sm:px-8',
        !besideAside && 'min-h-dvh bg-background',
      )}
    >
      <div className="w-full max-w-md">
        <Link
          href={paths.home}
          aria-label="Newsjack home"
          className={cn('mb-8 inline-flex rounded-md', besideAside && 'lg:hidden')}
        >
          <BrandLogo />
        </Link>
        <Card>
          <CardHeader>
            <CardTitle as="h1" className="text-2xl">
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">{children}</CardContent>
        </Card>
        {footer && <p className="mt-6 text-center text-sm text-muted-foreground">{footer}</p>}
      </div>
    </main>
  );
}
