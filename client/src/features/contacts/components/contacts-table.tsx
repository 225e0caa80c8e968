import type { Contact } from '@newsjack/shared';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { ContactSort, SortKey } from '../contact-view';
import { addedDate, FocusCell, NameCell, ProfileCell, RowActions, type ContactActionProps } from './contact-cells';
import { RelevanceCell } from './relevance-cell';

interface ContactsTableProps extends ContactActionProps {
  contacts: readonly Contact[];
  sort: ContactSort;
  onSort: (key: SortKey) => void;
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
    <TableHead className="px-2" aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
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

/** Spec 02 §2's table: Name, Title, Outlet, Areas of Focus, Relevance, Profile, Action, Added; headers sort. */
export function ContactsTable({
  contacts,
  sort,
  onSort,
  ...actions
}: ContactsTableProps) {
  return (
    <Table aria-label="Media contacts">
      <TableHeader>
        <TableRow>
          <SortableHead label="Name" sortKey="name" sort={sort} onSort={onSort} />
          <SortableHead label="Title" sortKey="title" sort={sort} onSort={onSort} />
          <SortableHead label="Outlet" sortKey="outlet" sort={sort} onSort={onSort} />
          <TableHead className="px-2">Areas of Focus</TableHead>
          <SortableHead label="Relevance" sortKey="relevance" sort={sort} onSort={onSort} />
          <TableHead className="px-2">Profile</TableHead>
          <TableHead className="px-2">Action</TableHead>
          <SortableHead label="Added" sortKey="added" sort={sort} onSort={onSort} />
        </TableRow>
      </TableHeader>
      <TableBody>
        {contacts.map((contact) => (
          <TableRow key={contact.id} aria-label={contact.name}>
            <TableCell className="min-w-36 px-2">
              <NameCell contact={contact} />
            </TableCell>
            <TableCell className="min-w-24 px-2 text-sm">
              {contact.title || <span className="text-muted-foreground">—</span>}
            </TableCell>
            <TableCell className="min-w-24 px-2 text-sm">{contact.outlet}</TableCell>
            <TableCell className="px-2">
              <FocusCell areas={contact.areasOfFocus} />
            </TableCell>
            <TableCell className="px-2">
              <RelevanceCell contact={contact} />
            </TableCell>
            <TableCell className="min-w-24 px-2">
              <ProfileCell contact={contact} />
            </TableCell>
            <TableCell className="px-2">
              <RowActions contact={contact} {...actions} />
            </TableCell>
            <TableCell className="px-2 text-sm whitespace-nowrap text-muted-foreground">
              {addedDate(contact.createdAt)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
