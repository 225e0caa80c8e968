import type { Contact } from '@newsjack/shared';
import { Ban, Bookmark, BookmarkCheck, Copy, ExternalLink, Pencil, UserRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { focusPreview, safeHref } from '../contact-view';
import { ArticleLinks } from './article-links';

/** The parts of a contact both layouts show (the table on wider screens, cards on phones). */

/** 'Nov 24' this year, 'Nov 24, 2025' before: the year only when it tells something (and the column stays narrow). */
export function addedDate(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameYear = date.getFullYear() === now.getFullYear();
  return date.toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

export function NameCell({ contact }: { contact: Contact }) {
  return (
    <div className="grid gap-0.5">
      <span className="flex flex-wrap items-center gap-1.5 font-medium">
        {contact.name}
        {contact.source === 'llm_suggestion' && (
          <Badge variant="outline" title="Suggested by AI, not found in a byline: check before pitching">
            unverified
          </Badge>
        )}
      </span>
      {contact.email && (
        <a
          href={`mailto:${contact.email}`}
          title={contact.email}
          className="block max-w-48 truncate text-xs text-primary underline-offset-2 hover:underline"
        >
          {contact.email}
        </a>
      )}
    </div>
  );
}

export function FocusCell({ areas }: { areas: readonly string[] }) {
  const { shown, hidden, more } = focusPreview(areas);
  if (shown.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="flex max-w-56 flex-wrap gap-1">
      {shown.map((area) => (
        <Badge key={area} variant="secondary">
          {area}
        </Badge>
      ))}
      {more && (
        <Badge variant="outline" title={hidden.join(', ')}>
          {more}
        </Badge>
      )}
    </div>
  );
}

export function ProfileCell({ contact }: { contact: Contact }) {
  const profile = safeHref(contact.profileUrl);
  const linkedin = safeHref(contact.linkedinUrl);
  const count = contact.articles.length;
  return (
    <div className="grid gap-1 text-sm">
      <div className="flex flex-wrap gap-2">
        {profile && (
          <a
            href={profile}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-primary hover:underline"
          >
            <UserRound className="size-3.5" aria-hidden="true" />
            Profile<span className="sr-only"> of {contact.name}</span>
          </a>
        )}
        {linkedin && (
          <a
            href={linkedin}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-primary hover:underline"
          >
            <ExternalLink className="size-3.5" aria-hidden="true" />
            LinkedIn<span className="sr-only"> of {contact.name}</span>
          </a>
        )}
      </div>
      {count > 0 ? (
        <details className="group">
          <summary className="cursor-pointer text-xs text-muted-foreground hover:text-foreground">
            {count === 1 ? '1 article' : `${count} articles`}
            <span className="sr-only"> by {contact.name}</span>
          </summary>
          <div className="mt-1 max-w-72">
            <ArticleLinks articles={contact.articles} />
          </div>
        </details>
      ) : (
        !profile && !linkedin && <span className="text-xs text-muted-foreground">No evidence yet</span>
      )}
    </div>
  );
}

export interface ContactActionProps {
  isSaving: (id: number) => boolean;
  /** Whether the contact's address is on the company's do-not-contact list. */
  isBlocked: (contact: Contact) => boolean;
  onToggleDoNotContact: (contact: Contact) => void;
  onSave: (contact: Contact) => void;
  onSuggestEdit: (contact: Contact) => void;
  onFlagDuplicate: (contact: Contact) => void;
}

/** Save, suggest edit, flag duplicate: icon buttons named for the contact they act on. */
export function RowActions({
  contact,
  isSaving,
  onSave,
  onSuggestEdit,
  onFlagDuplicate,
  isBlocked,
  onToggleDoNotContact,
}: ContactActionProps & { contact: Contact }) {
  const blocked = isBlocked(contact);
  return (
    <div className="flex gap-1">
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={contact.isSaved ? `${contact.name} is saved` : `Save ${contact.name}`}
        title={contact.isSaved ? 'Saved' : 'Save contact'}
        disabled={contact.isSaved === true || isSaving(contact.id)}
        onClick={() => onSave(contact)}
      >
        {contact.isSaved ? (
          <BookmarkCheck className="text-primary" aria-hidden="true" />
        ) : (
          <Bookmark aria-hidden="true" />
        )}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Suggest an edit to ${contact.name}`}
        title="Suggest edit"
        onClick={() => onSuggestEdit(contact)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Flag ${contact.name} as a duplicate`}
        title="Flag duplicate"
        onClick={() => onFlagDuplicate(contact)}
      >
        <Copy aria-hidden="true" />
      </Button>
      {contact.email && (
        <Button
          variant="ghost"
          size="icon"
          className={blocked ? 'size-8 text-destructive' : 'size-8'}
          aria-label={blocked ? `Allow pitching ${contact.name} again` : `Do not contact ${contact.name}`}
          aria-pressed={blocked}
          title={blocked ? 'On the do-not-contact list' : 'Do not contact'}
          onClick={() => onToggleDoNotContact(contact)}
        >
          <Ban aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
