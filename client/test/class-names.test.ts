import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { badgeVariants } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

const classes = (list: string) => list.split(/\s+/).filter(Boolean).sort();

describe('class names', () => {
  it('when cn joins two lists, then a later class overrides an earlier one of the same property', () => {
    expect(cn('h-9 px-4 text-sm', 'h-8')).toBe('px-4 text-sm h-8');
    expect(cn('flex', false, undefined, 'hidden')).toBe('hidden');
  });

  it('when cn is given one list, then it is joined as written', () => {
    expect(cn('h-9 px-4', false, null)).toBe('h-9 px-4');
    expect(cn({ 'font-medium': true, italic: false })).toBe('font-medium');
  });

  it('when any button or badge variant is drawn alone, then no two of its classes set one property', () => {
    // cn joins a variant's list without tailwind-merge when no className is given, so the list itself must not conflict.
    const variants = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;
    for (const variant of variants) {
      for (const size of ['default', 'sm', 'lg', 'icon'] as const) {
        const list = buttonVariants({ variant, size });
        expect(classes(twMerge(list)), `${variant} ${size}`).toEqual(classes(list));
      }
    }
    for (const variant of ['default', 'secondary', 'accent', 'destructive', 'success', 'outline'] as const) {
      const list = badgeVariants({ variant });
      expect(classes(twMerge(list)), variant).toEqual(classes(list));
    }
  });
});
