import type { Contact } from '@newsjack/shared';
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  Bookmark,
  BookmarkCheck,
  Copy,
  ExternalLink,
  Pencil,
  UserRound,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { focusPreview, safeHref, type ContactSort, type SortKey } from '../contact-view';
import { ArticleLinks } from './article-links';
import { RelevanceCell } from './relevance-cell';

interface ContactsTableProps {
  contacts: readonly Contact[];
  sort: ContactSort;
  onSort: (key: SortKey) => void;
  isSaving: (id: number) => boolean;
  onSave: (contact: Contact) => void;
  onSuggestEdit: (contact: Contact) => void;
  onFlagDuplicate: (contact: Contact) => void;
}

function SortableHead({
  label,
  sortKey,
  sort,
  onSort,
}: {
  label: string;
  sortKey: SortKey;
  sort: ContactSort;
  onSort: (key: SortKey) => void;
}) {
  const active = sort.key === sortKey;
  const Icon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        className="inline-flex items-center gap-1 uppercase hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        onClick={() => onSort(sortKey)}
      >
        {label}
        <Icon className="size-3.5" aria-hidden="true" />
      </button>
    </TableHead>
  );
}

function addedDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

function NameCell({ contact }: { contact: Contact }) {
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
        <a href={`mailto:${contact.email}`} className="text-xs text-primary underline-offset-2 hover:underline">
          {contact.email}
        </a>
      )}
    </div>
  );
}

function FocusCell({ areas }: { areas: readonly string[] }) {
  const { shown, hidden, more } = focusPreview(areas);
  if (shown.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="flex max-w-64 flex-wrap gap-1">
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

function ProfileCell({ contact }: { contact: Contact }) {
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

/** Spec 02 §2's table: Name, Title, Outlet, Areas of Focus, Relevance, Profile, Action, Added; headers sort. */
export function ContactsTable({
  contacts,
  sort,
  onSort,
  isSaving,
  onSave,
  onSuggestEdit,
  onFlagDuplicate,
}: ContactsTableProps) {
  return (
    <Table aria-label="Media contacts">
      <TableHeader>
        <TableRow>
          <SortableHead label="Name" sortKey="name" sort={sort} onSort={onSort} />
          <SortableHead label="Title" sortKey="title" sort={sort} onSort={onSort} />
          <SortableHead label="Outlet" sortKey="outlet" sort={sort} onSort={onSort} />
          <TableHead>Areas of Focus</TableHead>
          <SortableHead label="Relevance" sortKey="relevance" sort={sort} onSort={onSort} />
          <TableHead>Profile</TableHead>
          <TableHead>Action</TableHead>
          <SortableHead label="Added" sortKey="added" sort={sort} onSort={onSort} />
        </TableRow>
      </TableHeader>
      <TableBody>
        {contacts.map((contact) => (
          <TableRow key={contact.id} aria-label={contact.name}>
            <TableCell className="min-w-40">
              <NameCell contact={contact} />
            </TableCell>
            <TableCell className="min-w-32 text-sm">
              {contact.title || <span className="text-muted-foreground">—</span>}
            </TableCell>
            <TableCell className="min-w-32 text-sm">{contact.outlet}</TableCell>
            <TableCell>
              <FocusCell areas={contact.areasOfFocus} />
            </TableCell>
            <TableCell>
              <RelevanceCell contact={contact} />
            </TableCell>
            <TableCell className="min-w-32">
              <ProfileCell contact={contact} />
            </TableCell>
            <TableCell>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
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
                  aria-label={`Suggest an edit to ${contact.name}`}
                  title="Suggest edit"
                  onClick={() => onSuggestEdit(contact)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Flag ${contact.name} as a duplicate`}
                  title="Flag duplicate"
                  onClick={() => onFlagDuplicate(contact)}
                >
                  <Copy aria-hidden="true" />
                </Button>
              </div>
            </TableCell>
            <TableCell className="text-sm whitespace-nowrap text-muted-foreground">
              {addedDate(contact.createdAt)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
