// Case- and accent-insensitive matching, so "zoe" finds "Zoë" and "night" finds "Night nurse".
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** True when every word of the query appears in the member's name or title. */
export function matchesMemberSearch(member: { fullName: string; title: string | null }, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${member.fullName} ${member.title ?? ''}`);
  return words.every((word) => haystack.includes(word));
}
