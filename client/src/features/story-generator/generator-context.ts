import { contentTypeLabel, contentTypes, type ContentType } from '@newsjack/shared';

export const CONTENT_TYPE_OPTIONS: readonly { value: ContentType; label: string }[] = contentTypes.map((value) => ({
  value,
  label: contentTypeLabel(value),
}));
