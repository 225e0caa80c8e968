import type { StoryFit } from '@newsjack/shared';
import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

const STYLE: Record<StoryFit['level'], { icon: typeof Info; className: string; label: string }> = {
  strong: { icon: CheckCircle2, className: 'border-green-600/30 bg-green-600/5', label: 'Strong fit' },
  partial: { icon: Info, className: 'border-primary/30 bg-primary/5', label: 'Partial fit' },
  weak: { icon: AlertTriangle, className: 'border-amber-500/40 bg-amber-500/10', label: 'Weak fit' },
  none: { icon: XCircle, className: 'border-destructive/40 bg-destructive/10', label: 'Does not fit' },
};

/**
 * How well the topic fits the company, before a credit is spent: weak fits are warned about (the ideas will say
 * how the company can credibly join the story), and a topic that does not fit at all cannot be generated.
 */
export function FitNotice({ fit }: { fit: StoryFit }) {
  const { icon: Icon, className, label } = STYLE[fit.level];
  const warn = fit.level === 'weak' || fit.level === 'none';
  return (
    <div
      role={warn ? 'alert' : 'status'}
      aria-label={label}
      data-fit={fit.level}
      className={cn('flex gap-2 rounded-md border p-3 text-sm', className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-1">
        <p className="font-medium">{label}</p>
        <p>{fit.message}</p>
        {fit.bridge && <p className="text-muted-foreground">{fit.bridge}</p>}
      </div>
    </div>
  );
}
