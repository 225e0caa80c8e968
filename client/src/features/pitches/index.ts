export { PitchesPage } from './pitches-page';
