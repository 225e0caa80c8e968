import { cn } from '@/lib/utils';

interface BrandLogoProps {
  /** Show only the mark (collapsed sidebar). */
  compact?: boolean;
  className?: string;
}

export function BrandLogo({ compact = false, className }: BrandLogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight text-foreground', className)}>
      <svg viewBox="0 0 32 32" className="size-7 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-primary" />
        <path d="M9 23V9h3.2l7 9.1V9H23v14h-3.2l-7-9.1V23z" fill="#fff" />
      </svg>
      <span className={cn('text-lg', compact && 'sr-only')}>Newsjack</span>
    </span>
  );
}
