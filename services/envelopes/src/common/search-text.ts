/**
 * What joins the parts of a stored search text (`recipients.search_text`,
 * `envelopes.inbox_search_text`, and `envelope_search.search_text`, an envelope's with all its
 * recipients'): a match of text without it lies inside one part.
 */
export const SEARCH_TEXT_SEPARATOR = '\u001f';
