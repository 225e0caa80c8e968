/**
 * A mailto link that opens a pitch in the user's mail program, addressed when the contact has an address (the
 * product never sends mail itself). Shared: the Pitches page sends from it and a saved pitch opens it.
 */
export function pitchMailto(pitch: { subjectLine: string; body: string; contact: { email: string | null } | null }) {
  const to = pitch.contact?.email ? encodeURIComponent(pitch.contact.email) : '';
  return `mailto:${to}?subject=${encodeURIComponent(pitch.subjectLine)}&body=${encodeURIComponent(pitch.body)}`;
}
