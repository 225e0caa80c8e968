import type { ContactArticle } from '@newsjack/shared';
import { safeHref } from '../contact-view';

function shortDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
}

/** A journalist's evidencing articles: each a link when its address is known, with its date. */
export function ArticleLinks({ articles }: { articles: readonly ContactArticle[] }) {
  return (
    <ul className="grid gap-1.5 text-sm">
      {articles.map((article, i) => {
        const date = shortDate(article.publishedAt);
        const href = safeHref(article.url);
        return (
          <li key={`${article.url ?? article.title}-${i}`} className="leading-snug">
            {href ? (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="text-primary underline-offset-2 hover:underline"
              >
                {article.title}
              </a>
            ) : (
              article.title
            )}
            {date && <span className="ml-1 text-xs text-muted-foreground">({date})</span>}
          </li>
        );
      })}
    </ul>
  );
}
