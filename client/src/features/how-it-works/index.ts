export { HowItWorksPage } from './how-it-works-page';
