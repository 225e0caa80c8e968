import { usePitchUnsubscribe } from './api/use-pitch-unsubscribe';
import { UnsubscribeScreen } from './components/unsubscribe-screen';

/**
 * Where the unsubscribe link at the end of a pitch lands. The reader is a journalist, not a user, so nothing here
 * asks them to sign in or points into the app; one click puts their address on the sending company's do-not-contact
 * list, and that company cannot send them another pitch from Newsjack.
 */
export function PitchUnsubscribePage() {
  return (
    <UnsubscribeScreen
      title={{ ask: 'Stop these pitches?', done: 'Unsubscribed' }}
      description={{
        ask: 'The company that pitched you will not be able to e-mail you through Newsjack again.',
        done: 'Your address is on the sender’s do-not-contact list.',
      }}
      incompleteMessage="This unsubscribe link is incomplete. Open it again from the message, or reply and ask not to be contacted again."
      unsubscribe={usePitchUnsubscribe()}
    />
  );
}
