import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { AudienceCopy } from '../landing-content';

export function ClosingCta({ closing, onClick }: { closing: AudienceCopy['closing']; onClick: () => void }) {
  return (
    <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-700 via-indigo-600 to-violet-600 px-6 py-14 text-center text-white shadow-xl sm:px-12">
      <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl" />
      <h2 className="relative text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{closing.headline}</h2>
      <p className="relative mx-auto mt-4 max-w-xl text-lg text-indigo-100">{closing.text}</p>
      <Button
        size="lg"
        variant="secondary"
        onClick={onClick}
        className="relative mt-8 bg-white text-indigo-700 hover:bg-indigo-50"
      >
        {closing.cta}
        <ArrowRight aria-hidden="true" />
      </Button>
    </div>
  );
}
