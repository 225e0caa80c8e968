import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandLogo } from '@/components/layout/brand-logo';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/lib/paths';

/** The signed-out screens around sign-in (forgot and reset password): the brand, one card, a way back. */
export function AuthScreen({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 py-10 sm:px-8">
      <div className="w-full max-w-md">
        <Link href={paths.home} aria-label="Newsjack home" className="mb-8 inline-flex rounded-md">
          <BrandLogo />
        </Link>
        <Card>
          <CardHeader>
            <CardTitle className="text-2xl">{title}</CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
        </Card>
        <p className="mt-6 text-center text-sm text-muted-foreground">
          Remembered it?{' '}
          <Link href={paths.signIn} className="font-medium text-primary hover:underline">
            Back to sign in
          </Link>
        </p>
      </div>
    </main>
  );
}
