// The split of a failed request's words is shared by every form (components/form); this path is kept for the
// Settings cards that still import it from here.
export { serverErrors, type ServerErrors } from '@/components/form/form-errors';
