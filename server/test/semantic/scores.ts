/** ROC-AUC: the probability that a random related pair scores above a random unrelated one (ties count half). */
export function rocAuc(scores: readonly number[], labels: readonly boolean[]): number {
  let wins = 0;
  let pairs = 0;
  for (let i = 0; i < scores.length; i++) {
    if (!labels[i]) continue;
    for (let j = 0; j < scores.length; j++) {
      if (labels[j]) continue;
      pairs++;
      if (scores[i]! > scores[j]!) wins++;
      else if (scores[i] === scores[j]) wins += 0.5;
    }
  }
  return pairs === 0 ? 0 : wins / pairs;
}

/** The best accuracy any single threshold reaches ("related" when score ≥ threshold), and that threshold. */
export function bestAccuracy(scores: readonly number[], labels: readonly boolean[]): { accuracy: number; threshold: number } {
  const candidates = [...new Set(scores)].sort((a, b) => a - b);
  let best = { accuracy: 0, threshold: 0 };
  for (const t of [...candidates, Infinity]) {
    let right = 0;
    for (let i = 0; i < scores.length; i++) if (scores[i]! >= t === labels[i]) right++;
    const accuracy = right / scores.length;
    if (accuracy > best.accuracy) best = { accuracy, threshold: t };
  }
  return best;
}
