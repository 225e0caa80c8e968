import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useUnsubscribe } from './api/use-unsubscribe';
import { UnsubscribeScreen } from './components/unsubscribe-screen';

/** Where a digest's unsubscribe link lands: one click turns the user's trend digest off. */
export function UnsubscribePage() {
  return (
    <UnsubscribeScreen
      title={{ ask: 'Stop the trend digest?', done: 'Unsubscribed' }}
      description={{
        ask: 'You will no longer get the e-mail of new trends for your companies. Nothing else changes.',
        done: 'No more trend digests will be sent to you.',
      }}
      incompleteMessage="This unsubscribe link is incomplete. Open it again from the digest, or turn digests off in Settings."
      unsubscribe={useUnsubscribe()}
    >
      <Button asChild variant="outline" className="w-full">
        <Link href={paths.settings}>Digest settings</Link>
      </Button>
    </UnsubscribeScreen>
  );
}
