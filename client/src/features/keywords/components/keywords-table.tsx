import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

export function KeywordsTableFrame({ children }: { children: ReactNode }) {
  return (
    <Table aria-label="All Keywords">
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">
            <span className="sr-only">Selected</span>
          </TableHead>
          <TableHead>Keyword</TableHead>
          <TableHead className="hidden sm:table-cell">Mentions</TableHead>
          <TableHead>Trend</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>{children}</TableBody>
    </Table>
  );
}

/** Eight placeholder rows while the list loads (spec §9). */
export function KeywordsTableSkeleton() {
  return (
    <KeywordsTableFrame>
      {Array.from({ length: 8 }, (_, i) => (
        <TableRow key={i} data-testid="keyword-skeleton-row">
          <TableCell>
            <Skeleton className="size-4" />
          </TableCell>
          <TableCell>
            <Skeleton className="h-4 w-32" />
          </TableCell>
          <TableCell className="hidden sm:table-cell">
            <Skeleton className="h-4 w-12" />
          </TableCell>
          <TableCell>
            <Skeleton className="h-4 w-10" />
          </TableCell>
          <TableCell>
            <Skeleton className="ml-auto h-8 w-32" />
          </TableCell>
        </TableRow>
      ))}
    </KeywordsTableFrame>
  );
}
