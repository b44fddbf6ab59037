import type { HistoryMessageCode } from './history-messages.js';

/** A history sentence: its message code and what it names (names, titles, words by key). */
export interface HistoryText {
  code: HistoryMessageCode;
  params?: Record<string, string>;
}
