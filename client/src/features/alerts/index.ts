export { PitchUnsubscribePage } from './pitch-unsubscribe-page';
export { UnsubscribePage } from './unsubscribe-page';
