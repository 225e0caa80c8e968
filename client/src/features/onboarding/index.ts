export { OnboardingPage } from './onboarding-page';
export { AddCompanyPrompt } from './components/add-company-prompt';
