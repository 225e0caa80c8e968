// The field-error helpers are shared by every form (sign-in, Settings); this feature keeps its old import path.
export { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '@/components/form/form-errors';
