import { describe, expect, it } from 'vitest';
import { fnv1a32 } from '../../text/hash';
import { buildFeatures } from './features';
import { buildNameSignals, inOneCountry, runsMeet, shareActorName, shareName, spelledNames } from './story-names';

/** Rare names per item, as buildNameSignals keeps them (hashes, sorted, in one array). */
function namesOf(items: readonly string[][]) {
  const start = new Int32Array(items.length + 1);
  const hashes: number[] = [];
  items.forEach((names, i) => {
    hashes.push(...Uint32Array.from(names.map((n) => fnv1a32(n))).sort());
    start[i + 1] = hashes.length;
  });
  return { hashes: Uint32Array.from(hashes), start };
}

describe('shareActorName', () => {
  const names = namesOf([['skyvale', 'december'], ['skyvale'], ['alcora', 'december'], ['spain'], ['skyvale', 'thanksgiving'], []]);

  it('when an item of each cluster carries the same rare name, then they share an actor', () => {
    expect(shareActorName(names, [0, 1], [3, 4])).toBe(true);
  });

  it('when the clusters share only a month or a feast, then they share no actor', () => {
    expect(shareActorName(names, [0, 1], [2, 3])).toBe(false);
  });

  it('when a cluster names no one, then it shares no actor', () => {
    expect(shareActorName(names, [5], [0, 1])).toBe(false);
    expect(shareActorName(names, [0, 1], [5])).toBe(false);
  });
});

const doc = (title: string, summary: string) => ({ title, summary, publishedAt: new Date('2026-12-10T09:00:00Z') });

/** The name signals of two reports, among two unrelated ones. */
function signalsOf(a: ReturnType<typeof doc>, b: ReturnType<typeof doc>) {
  const docs = [a, b, doc('Council approves new cycle lanes', 'The scheme runs along the river.'), doc('Bakery chain opens ten shops', 'It plans more next year.')];
  const features = buildFeatures(docs, 40);
  return buildNameSignals(features.named, docs.map((d) => `${d.title}. ${d.summary}`), 60);
}

const sharesName = (a: ReturnType<typeof doc>, b: ReturnType<typeof doc>) => shareName(signalsOf(a, b), 0, 1);

describe('the names two reports share', () => {
  it('when two reports name a group or a product whose name holds a digit (NOVA8), then they share a name', () => {
    expect(
      sharesName(
        doc('K-pop group NOVA8 to go on hiatus for military service', 'The eight members will enlist from January, their agency said.'),
        doc('NOVA8 announces group break in handwritten letters to fans', 'Each member wrote to fans about the pause.'),
      ),
    ).toBe(true);
  });

  it('when two reports share only a figure or a year, then they share no name', () => {
    expect(
      sharesName(
        doc('Port of Antwerp dockworkers strike over automation in 2027', 'Unions said 400 jobs were at risk.'),
        doc('Chipmaker delays Arizona plant to 2027', 'Volume production will start later than planned, it said of 400 hires.'),
      ),
    ).toBe(false);
  });

  it('when one report writes an acronym the other spells out, then they share a name', () => {
    expect(
      sharesName(
        doc('FCA caps late fees on pay-later loans', 'The watchdog set the cap at £10.'),
        doc('Pay-later lenders face fee limit', 'The Financial Conduct Authority said firms have a year to comply.'),
      ),
    ).toBe(true);
  });
});

describe('spelledNames', () => {
  it('when a name is spelled out with a joiner inside, then its initials skip the joiner', () => {
    const { initials } = spelledNames('Twelve groups lose Arts Council of Wales funding.');
    expect(initials).toContain('acw');
  });

  it('when a text writes words in capitals, then they are its acronyms', () => {
    expect(spelledNames('The ECB and the FCA met.').acronyms).toEqual(['ecb', 'fca']);
  });
});

describe('the places two reports name', () => {
  it('when one names a town and the other its country, then their places meet', () => {
    const signals = signalsOf(
      doc('Quake strikes near Arequipa', 'Colonial churches in Arequipa were damaged, officials said.'),
      doc('Death toll rises in Peru', 'Rescuers reached villages in southern Peru on Sunday.'),
    );
    expect(runsMeet(signals.places, 0, signals.places, 1)).toBe(true);
  });

  it('when they name places in two countries, then their places do not meet', () => {
    const signals = signalsOf(
      doc('Quake strikes near Arequipa', 'Colonial churches in Arequipa were damaged, officials said.'),
      doc('Minor quake shakes Crete', 'No damage was reported on Crete, officials in Greece said.'),
    );
    expect(runsMeet(signals.places, 0, signals.places, 1)).toBe(false);
  });
});

describe('a report of one country', () => {
  it('when a report names places in one country only, then it is of one country', () => {
    const signals = signalsOf(
      doc('Voting age to be lowered across the UK', 'Teenagers in England and Northern Ireland will join those in Scotland.'),
      doc('Lowering the voting age abroad', 'Teenagers in Austria, Malta and Brazil already vote, as they do in Scotland.'),
    );
    expect(inOneCountry(signals.places, 0)).toBe(true);
    expect(inOneCountry(signals.places, 1)).toBe(false);
  });
});
