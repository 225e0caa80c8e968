import { useState } from 'react';
import { CalendarDays, ExternalLink, Info, Pencil } from 'lucide-react';
import type * as React from 'react';
import type { CompanyProfile } from '@newsjack/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { displayAddress, externalHref, SOCIAL_NETWORKS, socialLink } from '../company-links';
import { DetailsForm } from './details-form';

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 text-sm">{children}</dd>
    </div>
  );
}

export function AdditionalInfoCard({ profile }: { profile: CompanyProfile }) {
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0">
        <CardTitle className="flex items-center gap-2">
          <Info className="size-5 text-primary" aria-hidden="true" />
          Additional Information
        </CardTitle>
        {!editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit Details
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <DetailsForm profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <dl className="grid gap-4">
            <Row term="Industry">{profile.industry || <span className="text-muted-foreground">Not set</span>}</Row>
            <Row term="Target Markets">
              {profile.targetMarkets.length > 0 ? (
                profile.targetMarkets.join(', ')
              ) : (
                <span className="text-muted-foreground">Not set</span>
              )}
            </Row>
            <Row term="Media Relationships">
              {profile.mediaRelationships?.trim() || <span className="text-muted-foreground">None recorded yet</span>}
            </Row>
            {SOCIAL_NETWORKS.map(({ key, label }) => {
              const link = socialLink(profile, key);
              return (
                <Row key={key} term={label}>
                  {link ? (
                    <span className="flex flex-wrap items-center gap-2">
                      <a
                        href={externalHref(link.url)}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex min-w-0 items-center gap-1 text-primary underline-offset-4 hover:underline"
                      >
                        <span className="truncate">{displayAddress(link.url)}</span>
                        <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                      </a>
                      {link.foundOnWebsite && <Badge variant="outline">Found on website</Badge>}
                    </span>
                  ) : (
                    <span className="text-muted-foreground">Not provided</span>
                  )}
                </Row>
              );
            })}
            <Row term="Created">
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays className="size-4 text-muted-foreground" aria-hidden="true" />
                <time dateTime={profile.createdAt}>{formatDate(profile.createdAt)}</time>
              </span>
            </Row>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
