import { useState } from 'react';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { BrandLogo } from '@/components/layout/brand-logo';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LOGIN_URL, navigation } from '@/lib/navigation';
import { ClosingCta } from './components/closing-cta';
import { FeatureCards } from './components/feature-cards';
import { Hero } from './components/hero';
import { HowItWorksSteps } from './components/how-it-works-steps';
import { LandingHeader } from './components/landing-header';
import { AUDIENCES, type AudienceId } from './landing-content';

const HOW_IT_WORKS_ID = 'how-it-works';
const loadAnimationFeatures = () => import('./animation-features').then((features) => features.default);

/** Every "start" button is a full navigation to sign-in: the server decides between local and OIDC sign-in. */
function goToLogin(): void {
  navigation.assign(LOGIN_URL);
}

/** The spec's secondary buttons do nothing; visitors expect them to explain, so they scroll to How It Works. */
function showHowItWorks(): void {
  const section = document.getElementById(HOW_IT_WORKS_ID);
  section?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  // Move focus too, so keyboard and screen-reader users arrive where sighted users are looking.
  section?.focus({ preventScroll: true });
}

export function LandingPage() {
  const [audienceId, setAudienceId] = useState<AudienceId>('agencies');
  // The first hero is painted as it is (it is what Largest Contentful Paint measures); later switches fade in.
  const [switched, setSwitched] = useState(false);
  const audience = AUDIENCES.find((a) => a.id === audienceId) ?? AUDIENCES[0]!;

  return (
    // Honour the visitor's "reduce motion" setting for the entrance animations.
    // `m` components plus LazyMotion ship only the animation features this page uses, loaded after first paint.
    <LazyMotion features={loadAnimationFeatures} strict>
      <MotionConfig reducedMotion="user">
        <div id="top" className="min-h-dvh bg-background">
          <LandingHeader onLogin={goToLogin} />
          <main>
            <section aria-label="Introduction" className="relative overflow-hidden">
              <div
                aria-hidden="true"
                className="pointer-events-none absolute inset-x-0 -top-40 -z-0 mx-auto h-96 max-w-4xl rounded-full bg-indigo-200/40 blur-3xl dark:bg-indigo-500/15"
              />
              <Tabs
                value={audienceId}
                onValueChange={(value) => {
                  setSwitched(true);
                  setAudienceId(value as AudienceId);
                }}
                className="relative mx-auto max-w-6xl px-4 pt-10 pb-16 sm:px-6 sm:pt-14 lg:pb-24"
              >
                <div className="flex justify-center lg:justify-start">
                  <TabsList
                    aria-label="Who is Newsjack for?"
                    className="grid h-auto w-full max-w-md grid-cols-2 bg-card shadow-sm ring-1 ring-border sm:inline-flex sm:w-auto sm:max-w-none"
                  >
                    {AUDIENCES.map((a) => (
                      <TabsTrigger
                        key={a.id}
                        value={a.id}
                        className="px-3 py-2 leading-tight whitespace-normal sm:px-4 sm:py-1.5 sm:whitespace-nowrap data-[state=active]:bg-primary data-[state=active]:text-primary-foreground"
                      >
                        {a.tabLabel}
                      </TabsTrigger>
                    ))}
                  </TabsList>
                </div>
                {AUDIENCES.map((a) => (
                  <TabsContent key={a.id} value={a.id} className="mt-10 sm:mt-14">
                    <Hero audience={a} animateEntrance={switched} onPrimary={goToLogin} onSecondary={showHowItWorks} />
                  </TabsContent>
                ))}
              </Tabs>
            </section>

            <section id="features" aria-labelledby="features-title" className="border-y bg-card/60 py-16 sm:py-24">
              <div className="mx-auto max-w-6xl px-4 sm:px-6">
                <div className="mx-auto max-w-2xl text-center">
                  <h2 id="features-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
                    From headline to pitch in one place
                  </h2>
                  <p className="mt-4 text-lg text-muted-foreground">
                    Trend spotting, story angles, journalists and pitches share one profile of your company, so every
                    step builds on the last.
                  </p>
                </div>
                <div className="mt-12">
                  <FeatureCards key={audience.id} features={audience.features} />
                </div>
              </div>
            </section>

            <section
              id={HOW_IT_WORKS_ID}
              tabIndex={-1}
              aria-labelledby="how-it-works-title"
              className="scroll-mt-20 py-16 outline-none sm:py-24"
            >
              <div className="mx-auto max-w-6xl px-4 sm:px-6">
                <div className="mx-auto max-w-2xl text-center">
                  <h2 id="how-it-works-title" className="text-3xl font-semibold tracking-tight sm:text-4xl">
                    How It Works
                  </h2>
                  <p className="mt-4 text-lg text-muted-foreground">Three steps, repeated every day the news moves.</p>
                </div>
                <div className="mt-12">
                  <HowItWorksSteps />
                </div>
              </div>
            </section>

            <section aria-label="Get started" className="pb-16 sm:pb-24">
              <div className="mx-auto max-w-6xl px-4 sm:px-6">
                <ClosingCta closing={audience.closing} onClick={goToLogin} />
              </div>
            </section>
          </main>
          <footer className="border-t py-8">
            <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 text-sm text-muted-foreground sm:flex-row sm:px-6">
              <BrandLogo className="text-base" />
              <p>Self-hosted PR intelligence. Your data stays on your server.</p>
            </div>
          </footer>
        </div>
      </MotionConfig>
    </LazyMotion>
  );
}
