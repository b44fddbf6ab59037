/**
 * NATS subject matching: `*` stands for exactly one token and a trailing `>` for one or more,
 * which is how a stream's subjects and a consumer's filter capture published subjects.
 */
export function subjectMatchesFilter(filter: string, subject: string): boolean {
  const filterTokens = filter.split('.');
  const subjectTokens = subject.split('.');
  if (subjectTokens.some((token) => token === '')) return false;
  for (let index = 0; index < filterTokens.length; index += 1) {
    const token = filterTokens[index];
    if (token === '>') return index === filterTokens.length - 1 && subjectTokens.length > index;
    if (index >= subjectTokens.length) return false;
    if (token !== '*' && token !== subjectTokens[index]) return false;
  }
  return filterTokens.length === subjectTokens.length;
}
