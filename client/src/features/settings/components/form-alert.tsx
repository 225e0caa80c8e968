// Shared by every form (components/form); this path is kept for the Settings cards that still import it from here.
export { FormAlert } from '@/components/form/form-alert';
