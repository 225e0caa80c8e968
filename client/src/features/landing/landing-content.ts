import { BarChart3, Lightbulb, Newspaper, Radar, Send, Target, type LucideIcon } from 'lucide-react';

export type AudienceId = 'agencies' | 'smb';

export interface FeatureCard {
  icon: LucideIcon;
  title: string;
  description: string;
  benefits: string[];
}

export interface AudienceCopy {
  id: AudienceId;
  tabLabel: string;
  eyebrow: string;
  headline: string;
  subheadline: string;
  primaryCta: string;
  secondaryCta: string;
  features: [FeatureCard, FeatureCard, FeatureCard];
  closing: { headline: string; text: string; cta: string };
}

/** The two audiences of the landing page; each tab swaps the hero, the feature cards and the closing call. */
export const AUDIENCES: readonly AudienceCopy[] = [
  {
    id: 'agencies',
    tabLabel: 'For modern PR teams',
    eyebrow: 'Built for agencies and in-house teams',
    headline: 'Win the news cycle for every client, every morning',
    subheadline:
      'Newsjack watches the news for each client you represent, flags the trends worth jumping on, drafts the story angles and finds the journalists already writing about them, so your team spends its day pitching instead of searching.',
    primaryCta: 'Start your agency workspace',
    secondaryCta: 'See how it works',
    features: [
      {
        icon: Radar,
        title: 'A trend radar for each client',
        description: 'One company profile per client, each with its own keywords, target outlets and trend feed.',
        benefits: [
          'Switch between client profiles in one click',
          'Every trend scored for relevance, with the reason spelled out',
          'Velocity and sentiment show what is rising and how it is landing',
        ],
      },
      {
        icon: Lightbulb,
        title: 'Angles your account team can run with',
        description:
          'Turn any trend into press release, blog, social and thought-leadership ideas grounded in the client’s own story.',
        benefits: [
          'Three ideas per content type in seconds',
          'Key messages and a target audience for every angle',
          'Save, edit and share angles across the team',
        ],
      },
      {
        icon: Newspaper,
        title: 'Journalists who actually cover the beat',
        description:
          'Contacts come from real bylines in the outlets your clients care about. Nobody is invented and no address is guessed.',
        benefits: [
          'Areas of focus taken from what each reporter has published',
          'Relevance tiers to put the best-matched reporters first',
          'Personalised pitches with follow-up reminders',
        ],
      },
    ],
    closing: {
      headline: 'Give every client a head start on the story',
      text: 'Set up your first client profile in minutes and see which of today’s trends are worth a pitch.',
      cta: 'Set up your first client',
    },
  },
  {
    id: 'smb',
    tabLabel: 'For Small Businesses & Startups',
    eyebrow: 'PR for teams without a PR department',
    headline: 'Get your business in the news, without hiring an agency',
    subheadline:
      'Tell Newsjack what your company does. It spots the stories journalists are chasing right now, shows you the angle only you can offer, and writes the pitch to the reporter most likely to care.',
    primaryCta: 'Get started free',
    secondaryCta: 'See how it works',
    features: [
      {
        icon: Target,
        title: 'Know what is worth talking about',
        description:
          'Newsjack reads the news for you and surfaces the trends that touch your products and your market.',
        benefits: [
          'A daily top trend picked for your company',
          'Plain-language reasons why each trend matters to you',
          'Track the keywords your customers care about',
        ],
      },
      {
        icon: BarChart3,
        title: 'Story ideas written for you',
        description:
          'No PR background needed: get press release, blog and social ideas built on your own company profile.',
        benefits: [
          'Headlines, key messages and audience for every idea',
          'Quick drafts or a deeper analysis, your choice',
          '1,000 generation credits every month',
        ],
      },
      {
        icon: Send,
        title: 'The right reporter, the right words',
        description:
          'Find journalists from the articles they have actually written, then send a pitch that speaks to their beat.',
        benefits: [
          'Real contacts from real bylines, never made up',
          'Short subject lines that get opened',
          'Copy the pitch or open it straight in your email',
        ],
      },
    ],
    closing: {
      headline: 'Your next customer could read about you tomorrow',
      text: 'Create your company profile and get your first story angles today.',
      cta: 'Create your free account',
    },
  },
];

export interface HowItWorksStep {
  title: 'Monitor' | 'Analyze' | 'Execute';
  description: string;
}

export const HOW_IT_WORKS_STEPS: readonly HowItWorksStep[] = [
  {
    title: 'Monitor',
    description:
      'Newsjack reads news feeds, Google Trends and Hacker News around the clock and groups what it finds into trends, with mentions, growth and velocity.',
  },
  {
    title: 'Analyze',
    description:
      'Each trend is scored against your company profile and keywords, explained in plain words, and turned into story angles for the channels you use.',
  },
  {
    title: 'Execute',
    description:
      'Pick an angle, pick journalists found from their own bylines, and send a personalised pitch while the story is still hot.',
  },
];
