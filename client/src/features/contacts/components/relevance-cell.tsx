import type { Contact, ContactArticle, RelevanceTier } from '@newsjack/shared';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/utils';
import { relevanceLabel, tierOf } from '../contact-view';
import { ArticleLinks } from './article-links';

/** Spec 02 §5's badge colours: 85+ green, 70-84 yellow, under 70 red. */
const TIER_CLASS: Record<RelevanceTier, string> = {
  1: 'border-emerald-600/30 bg-emerald-50 text-emerald-800',
  2: 'border-amber-500/40 bg-amber-50 text-amber-900',
  3: 'border-red-600/30 bg-red-50 text-red-800',
};

/**
 * The articles the explanation names come first: they are what makes the match. When it names none (an older
 * explanation), the contact's latest articles stand in as the evidence.
 */
export function matchEvidence(contact: Pick<Contact, 'articles' | 'matchExplanation'>, max = 3): ContactArticle[] {
  const text = (contact.matchExplanation ?? '').toLowerCase();
  const named = contact.articles.filter((a) => a.title && text.includes(a.title.toLowerCase()));
  return (named.length > 0 ? named : contact.articles).slice(0, max);
}

/** The rounded percent in its tier colour; it opens 'Why is this a good match?' with the explanation and articles. */
export function RelevanceCell({ contact }: { contact: Contact }) {
  const tier = tierOf(contact);
  if (contact.relevanceScore === null || tier === null)
    return <span className="text-sm text-muted-foreground">Unscored</span>;
  const label = relevanceLabel(contact.relevanceScore);
  const evidence = matchEvidence(contact);
  // Radix gives the popover the dialog role; its heading names it for a screen reader (axe: aria-dialog-name).
  const headingId = `match-why-${contact.id}`;
  return (
    <Popover>
      <PopoverTrigger
        className={cn(
          'rounded-full border px-2.5 py-0.5 text-xs font-semibold tabular-nums focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          TIER_CLASS[tier],
        )}
        aria-label={`${label} match, tier ${tier}: why is this a good match for ${contact.name}?`}
      >
        {label}
      </PopoverTrigger>
      <PopoverContent align="start" className="grid w-80 gap-2" aria-labelledby={headingId}>
        <h3 id={headingId} className="text-sm font-semibold">
          Why is this a good match?
        </h3>
        <p className="text-sm">
          {contact.matchExplanation || 'No explanation was recorded for this score. Score the contacts again.'}
        </p>
        {evidence.length > 0 && (
          <>
            <h4 className="text-xs font-medium text-muted-foreground uppercase">Their articles</h4>
            <ArticleLinks articles={evidence} />
          </>
        )}
      </PopoverContent>
    </Popover>
  );
}
