import { Fragment } from 'react';
import { Sparkles } from 'lucide-react';
import { SEMANTIC_MATCH_BADGE_THRESHOLD } from '@newsjack/shared';

/** Splits text on **bold** markers; odd parts are bold. An unmatched marker stays as typed. */
export function splitBold(text: string): { text: string; bold: boolean }[] {
  const parts: { text: string; bold: boolean }[] = [];
  const pattern = /\*\*(.+?)\*\*/gs;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: text.slice(last, index), bold: false });
    parts.push({ text: match[1] ?? '', bold: true });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), bold: false });
  return parts;
}

/** Renders an explanation, turning **markers** into bold text and keeping paragraph breaks. */
export function ExplanationText({ text }: { text: string }) {
  const paragraphs = text.split(/\n{2,}/).filter((p) => p.trim() !== '');
  return (
    <div className="grid gap-2 text-sm leading-relaxed text-foreground/90">
      {paragraphs.map((paragraph, i) => (
        <p key={i} className="whitespace-pre-line">
          {splitBold(paragraph).map((part, j) =>
            part.bold ? (
              <strong key={j} className="font-semibold text-foreground">
                {part.text}
              </strong>
            ) : (
              <Fragment key={j}>{part.text}</Fragment>
            ),
          )}
        </p>
      ))}
    </div>
  );
}

export function showsSemanticMatch(similarity: number): boolean {
  return similarity > SEMANTIC_MATCH_BADGE_THRESHOLD;
}

/** 'N% semantic match', shown only above the spec's 0.3 threshold. */
export function SemanticMatchBadge({ similarity }: { similarity: number }) {
  if (!showsSemanticMatch(similarity)) return null;
  return (
    <span className="inline-flex w-fit items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
      <Sparkles className="size-3" aria-hidden="true" />
      {`${Math.round(similarity * 100)}% semantic match`}
    </span>
  );
}
