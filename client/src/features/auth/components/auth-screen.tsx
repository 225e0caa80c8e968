import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CentredCardScreen } from '@/components/layout/centred-card-screen';
import { paths } from '@/lib/paths';

/** The signed-out screens around sign-in (forgot and reset password): the brand, one card, a way back. */
export function AuthScreen({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) {
  return (
    <CentredCardScreen
      title={title}
      description={description}
      footer={
        <>
          Remembered it?{' '}
          <Link href={paths.signIn} className="font-medium text-primary hover:underline">
            Back to sign in
          </Link>
        </>
      }
    >
      {children}
    </CentredCardScreen>
  );
}
