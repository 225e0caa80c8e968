import { ExternalLink } from 'lucide-react';

/** A trend's source articles as 'Source 1', 'Source 2', … links opening in a new tab (trend cards, saved trends). */
export function SourceLinks({ urls }: { urls: readonly string[] }) {
  return (
    <div className="flex flex-wrap gap-3">
      {urls.map((url, i) => (
        <a
          key={url}
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-xs font-medium text-primary hover:underline"
        >
          <ExternalLink className="size-3" aria-hidden="true" />
          {`Source ${i + 1}`}
        </a>
      ))}
    </div>
  );
}
