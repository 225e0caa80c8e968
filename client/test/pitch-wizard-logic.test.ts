import { describe, expect, it } from 'vitest';
import type { Pitch } from '@newsjack/shared';
import { dueFollowUps, followUpReminder, pitchClipboardText } from '@/features/pitches/pitch-view';
import {
  ALL_OUTLETS,
  canGenerate,
  canGoNext,
  confidenceBadge,
  filterContacts,
  initialStep,
  needsTierAcknowledgement,
  outletsOf,
  recentlyPitchedMap,
  selectedBelowTier2,
  showsBack,
  sortContacts,
  toggleId,
  wizardTier,
} from '@/features/pitches/wizard-logic';

const contact = (name: string, outlet: string, relevanceScore: number | null, areasOfFocus: string[] = []) => ({
  name,
  outlet,
  relevanceScore,
  areasOfFocus,
});

const people = [
  contact('Priya Shah', 'Reuters', 72, ['Card Payments', 'banking regulation']),
  contact('tom Becker', 'Financial Times', 91, ['small business']),
  contact('Ana Lima', 'Reuters', 91, ['fintech']),
  contact('Zoe Park', 'TechCrunch', null, ['startups']),
  contact('Ben Ford', 'TechCrunch', 40, ['payments infrastructure']),
];

describe('wizard steps', () => {
  it('when an angle is preselected, then the wizard starts at step 2 and Back is hidden; otherwise step 1 with Back on step 2', () => {
    expect(initialStep(7)).toBe(2);
    expect(showsBack(2, 7)).toBe(false);
    expect(initialStep(null)).toBe(1);
    expect(showsBack(1, null)).toBe(false);
    expect(showsBack(2, null)).toBe(true);
  });

  it('when no angle is chosen, then Next is disabled; Generate needs an angle, a contact and no pending request', () => {
    expect(canGoNext(null)).toBe(false);
    expect(canGoNext(3)).toBe(true);
    expect(canGenerate(3, 0, false)).toBe(false);
    expect(canGenerate(3, 1, false)).toBe(true);
    expect(canGenerate(3, 2, true)).toBe(false);
    expect(canGenerate(null, 2, false)).toBe(false);
  });

  it('when contacts are selected, then those under tier 2 (below 70% once rounded) are picked out in the order chosen; unscored ones are not judged', () => {
    const pool = [
      { id: 1, relevanceScore: 69.6 },
      { id: 2, relevanceScore: 69.4 },
      { id: 3, relevanceScore: 11 },
      { id: 4, relevanceScore: null },
      { id: 5, relevanceScore: 84 },
    ];
    expect(pool.map(wizardTier)).toEqual([2, 3, 3, null, 2]);
    expect(selectedBelowTier2(pool, [3, 1, 4, 2, 5]).map((c) => c.id)).toEqual([3, 2]);
    expect(selectedBelowTier2(pool, [1, 4, 5])).toEqual([]);
  });

  it('when a contact under tier 2 was not part of what the user acknowledged, then the wizard asks again', () => {
    expect(needsTierAcknowledgement([], [])).toBe(false);
    expect(needsTierAcknowledgement([3], [])).toBe(true);
    expect(needsTierAcknowledgement([3], [3])).toBe(false);
    expect(needsTierAcknowledgement([3, 2], [3])).toBe(true);
    // Deselecting an acknowledged contact asks nothing new.
    expect(needsTierAcknowledgement([2], [3, 2])).toBe(false);
  });

  it('when a contact is toggled, then it joins or leaves the selection in the order of choice', () => {
    expect(toggleId([], 4)).toEqual([4]);
    expect(toggleId([4, 2], 9)).toEqual([4, 2, 9]);
    expect(toggleId([4, 2, 9], 2)).toEqual([4, 9]);
  });
});

describe('wizard contact search and sort', () => {
  it('when searching, then name, outlet and areas of focus match case-insensitively', () => {
    expect(filterContacts(people, 'TOM', ALL_OUTLETS).map((c) => c.name)).toEqual(['tom Becker']);
    expect(filterContacts(people, 'reuters', ALL_OUTLETS).map((c) => c.name)).toEqual(['Priya Shah', 'Ana Lima']);
    expect(filterContacts(people, 'card pay', ALL_OUTLETS).map((c) => c.name)).toEqual(['Priya Shah']);
    expect(filterContacts(people, '  payments ', ALL_OUTLETS).map((c) => c.name)).toEqual(['Priya Shah', 'Ben Ford']);
    expect(filterContacts(people, 'nobody', ALL_OUTLETS)).toEqual([]);
  });

  it('when an outlet is chosen, then only its contacts remain, combined with the search', () => {
    expect(filterContacts(people, '', 'TechCrunch').map((c) => c.name)).toEqual(['Zoe Park', 'Ben Ford']);
    expect(filterContacts(people, 'payments', 'TechCrunch').map((c) => c.name)).toEqual(['Ben Ford']);
    expect(outletsOf(people)).toEqual(['Financial Times', 'Reuters', 'TechCrunch']);
  });

  it('when sorted, then the highest confidence comes first, equal scores by name, unscored last', () => {
    expect(sortContacts(people).map((c) => c.name)).toEqual([
      'Ana Lima',
      'tom Becker',
      'Priya Shah',
      'Ben Ford',
      'Zoe Park',
    ]);
  });

  it('when a score is shown, then 85+ is green, 70 to 84 yellow, under 70 red, as a rounded percent match', () => {
    expect(confidenceBadge(85)).toEqual({ tone: 'green', label: '85% match' });
    expect(confidenceBadge(84.6)).toEqual({ tone: 'green', label: '85% match' });
    expect(confidenceBadge(84.4)).toEqual({ tone: 'yellow', label: '84% match' });
    expect(confidenceBadge(70)).toEqual({ tone: 'yellow', label: '70% match' });
    expect(confidenceBadge(69.4)).toEqual({ tone: 'red', label: '69% match' });
    expect(confidenceBadge(0)).toEqual({ tone: 'red', label: '0% match' });
  });

  it('when recent sends are given, then each contact maps to its last send', () => {
    const map = recentlyPitchedMap([{ contactId: 3, lastSentAt: '2026-11-20T10:00:00.000Z' }]);
    expect(map.get(3)).toBe('2026-11-20T10:00:00.000Z');
    expect(map.has(4)).toBe(false);
    expect(recentlyPitchedMap(undefined).size).toBe(0);
  });
});

describe('pitch follow-ups', () => {
  const now = new Date(2026, 10, 23, 15, 0);
  const sent = (nextFollowUpAt: string | null, followUpCount = 0, status: Pitch['status'] = 'sent') =>
    ({ status, nextFollowUpAt, followUpCount }) as const;

  it('when the follow-up day is today, earlier or later, then it is due, overdue or upcoming, numbered from the count', () => {
    expect(followUpReminder(sent(new Date(2026, 10, 23, 9).toISOString()), now)).toMatchObject({
      state: 'due',
      number: 1,
    });
    expect(followUpReminder(sent(new Date(2026, 10, 23, 22).toISOString()), now)?.state).toBe('due');
    expect(followUpReminder(sent(new Date(2026, 10, 20).toISOString(), 1), now)).toMatchObject({
      state: 'overdue',
      number: 2,
    });
    expect(followUpReminder(sent(new Date(2026, 10, 26).toISOString()), now)?.state).toBe('upcoming');
  });

  it('when the pitch is a draft, replied, or both follow-ups went out, then there is no reminder', () => {
    expect(followUpReminder(sent(null, 0, 'drafted'), now)).toBeNull();
    expect(followUpReminder(sent(new Date(2026, 10, 20).toISOString(), 0, 'replied'), now)).toBeNull();
    expect(followUpReminder(sent(new Date(2026, 10, 20).toISOString(), 2), now)).toBeNull();
    expect(followUpReminder(sent(null, 2), now)).toBeNull();
  });

  it('when listing due follow-ups, then upcoming ones are left out and the most overdue comes first', () => {
    const p = (id: number, at: Date) => ({ id, ...sent(at.toISOString()) }) as unknown as Pitch;
    const list = [p(1, new Date(2026, 10, 22)), p(2, new Date(2026, 10, 30)), p(3, new Date(2026, 10, 18)), p(4, now)];
    expect(dueFollowUps(list, now).map((d) => d.pitch.id)).toEqual([3, 1, 4]);
  });

  it('when a pitch is copied, then the subject line comes before the body', () => {
    expect(pitchClipboardText({ subjectLine: 'Same-day settlement', body: 'Hi Priya,\n\nBody.' })).toBe(
      'Subject: Same-day settlement\n\nHi Priya,\n\nBody.',
    );
  });
});
