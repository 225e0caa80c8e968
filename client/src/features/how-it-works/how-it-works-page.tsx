import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, Lightbulb, Rocket, Signpost } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { requestTourStart } from '@/lib/tour-signal';
import { GuideSectionCard } from './components/guide-section-card';
import { trendScheduleQueryOptions } from './api/schedule-queries';
import { guideSections, QUICK_START } from './guide-content';

/** How It Works (spec 02 §2): a contents list of anchors, one section per area, and the Quick Start block. */
export function HowItWorksPage() {
  const schedule = useQuery(trendScheduleQueryOptions());
  const sections = guideSections(schedule.data?.frequencyMinutes ?? null);
  // A link from elsewhere (/how-it-works#pitches) arrives before the page has rendered its sections, so the
  // browser's own jump to the anchor has nothing to jump to: do it once they exist.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <>
      <PageHeader
        title="How It Works"
        subtitle="A step-by-step guide to getting coverage with Newsjack"
        actions={
          <Button variant="outline" onClick={requestTourStart}>
            <Signpost className="size-4" aria-hidden="true" />
            Take the tour
          </Button>
        }
      />
      <nav aria-label="Contents" className="mb-8 rounded-xl border bg-card p-5">
        <h2 className="mb-3 text-sm font-semibold text-muted-foreground">Contents</h2>
        <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="text-muted-foreground">{index + 1}.</span>
                <section.icon className="size-4 text-primary" aria-hidden="true" />
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="grid gap-6">
        {sections.map((section, index) => (
          <GuideSectionCard key={section.id} section={section} number={index + 1} />
        ))}
        <QuickStart />
      </div>
    </>
  );
}

function QuickStart() {
  return (
    <Card
      id="quick-start"
      role="region"
      aria-labelledby="quick-start-title"
      className="scroll-mt-20 border-primary/40 bg-accent/40"
    >
      <CardHeader>
        <CardTitle id="quick-start-title" className="flex items-center gap-2 text-xl">
          <Rocket className="size-5 text-primary" aria-hidden="true" />
          Quick Start
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <FlowList title="Your first session" icon={Lightbulb} items={QUICK_START.newUser} />
        <FlowList title="Every day" icon={CalendarCheck} items={QUICK_START.daily} />
      </CardContent>
    </Card>
  );
}

function FlowList({ title, icon: Icon, items }: { title: string; icon: typeof Rocket; items: readonly string[] }) {
  return (
    <section aria-label={title}>
      <h3 className="mb-2 flex items-center gap-2 font-semibold">
        <Icon className="size-4 text-primary" aria-hidden="true" />
        {title}
      </h3>
      <ol className="grid list-decimal gap-1 pl-6 text-sm">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ol>
    </section>
  );
}
