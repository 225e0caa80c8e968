export { PitchesPage } from './pitches-page';
export { PitchWizardDialog, type PitchWizardDialogProps, type WizardSource } from './components/pitch-wizard-dialog';
