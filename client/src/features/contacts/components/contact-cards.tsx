import type { Contact } from '@newsjack/shared';
import { Label } from '@/components/ui/label';
import type { ContactSort } from '../contact-view';
import { addedDate, FocusCell, NameCell, ProfileCell, RowActions, type ContactActionProps } from './contact-cells';
import { RelevanceCell } from './relevance-cell';

interface ContactCardsProps extends ContactActionProps {
  contacts: readonly Contact[];
  sort: ContactSort;
  onSortChange: (sort: ContactSort) => void;
}

const SORT_OPTIONS: { value: string; label: string; sort: ContactSort }[] = [
  { value: 'relevance-desc', label: 'Relevance, highest first', sort: { key: 'relevance', direction: 'desc' } },
  { value: 'relevance-asc', label: 'Relevance, lowest first', sort: { key: 'relevance', direction: 'asc' } },
  { value: 'name-asc', label: 'Name, A to Z', sort: { key: 'name', direction: 'asc' } },
  { value: 'name-desc', label: 'Name, Z to A', sort: { key: 'name', direction: 'desc' } },
  { value: 'title-asc', label: 'Title, A to Z', sort: { key: 'title', direction: 'asc' } },
  { value: 'outlet-asc', label: 'Outlet, A to Z', sort: { key: 'outlet', direction: 'asc' } },
  { value: 'added-desc', label: 'Added, newest first', sort: { key: 'added', direction: 'desc' } },
  { value: 'added-asc', label: 'Added, oldest first', sort: { key: 'added', direction: 'asc' } },
];

const valueOf = (sort: ContactSort) => `${sort.key}-${sort.direction}`;

/**
 * The table's columns as one card per contact, for phones (a nine-column table there shows two columns at a
 * time); the header clicks become a "Sort by" choice.
 */
export function ContactCards({ contacts, sort, onSortChange, ...actions }: ContactCardsProps) {
  const current = valueOf(sort);
  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <Label htmlFor="contacts-sort" className="text-xs text-muted-foreground">
          Sort by
        </Label>
        <select
          id="contacts-sort"
          className="h-9 rounded-md border bg-background px-3 text-sm shadow-xs"
          value={current}
          onChange={(e) => {
            const option = SORT_OPTIONS.find((o) => o.value === e.target.value);
            if (option) onSortChange(option.sort);
          }}
        >
          {/* A header sort from the wide layout (after a rotation) that has no entry here keeps showing. */}
          {!SORT_OPTIONS.some((o) => o.value === current) && (
            <option value={current}>{`${sort.key}, ${sort.direction === 'asc' ? 'ascending' : 'descending'}`}</option>
          )}
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <ul className="grid gap-3" aria-label="Media contacts">
        {contacts.map((contact) => (
          <li key={contact.id} aria-label={contact.name} className="grid gap-2 rounded-lg border p-3">
            <div className="flex items-start justify-between gap-2">
              <NameCell contact={contact} />
              <RelevanceCell contact={contact} />
            </div>
            <p className="text-sm text-muted-foreground">
              {[contact.title, contact.outlet].filter(Boolean).join(' · ')}
            </p>
            <FocusCell areas={contact.areasOfFocus} />
            <ProfileCell contact={contact} />
            <div className="flex items-center justify-between gap-2">
              <span className="text-xs text-muted-foreground">Added {addedDate(contact.createdAt)}</span>
              <RowActions contact={contact} {...actions} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
