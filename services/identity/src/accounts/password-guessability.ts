import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as ptBr from '@zxcvbn-ts/language-pt-br';

/**
 * zxcvbn's scale: 3 is "safely unguessable" (about 10^10 guesses). Below it the password is a
 * leaked or common password, a word of the dictionaries with a year or `123`, a keyboard walk...
 */
const MIN_SCORE = 3;
/**
 * Only this many leading characters are estimated: the estimate's cost grows steeply with length
 * (a 256-character random string took over 10 s of event loop), and a password whose first 32
 * characters are hard to guess is not made weak by what follows.
 */
const ESTIMATED_LENGTH = 32;

let estimators: ZxcvbnFactory[] | undefined;

// Built on first use: loading the dictionaries costs a few hundred milliseconds.
function zxcvbn(): ZxcvbnFactory[] {
  estimators ??= [
    // The breached-password list and the pt-BR and en words, names and Wikipedia terms.
    new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, ...ptBr.dictionary },
      graphs: common.adjacencyGraphs,
      // Symbol-rich input multiplies the l33t variants tried (seconds per check at the default).
      l33tMaxSubstitutions: 10,
    }),
    // Small changes to a breached password (`Senha@1234`, `Abcdefgh12`). Edit distance over every
    // dictionary costs about half a second a check; over the breached list alone, tens of ms.
    new ZxcvbnFactory({
      dictionary: { 'passwords-common': common.dictionary['passwords-common'] },
      graphs: common.adjacencyGraphs,
      useLevenshteinDistance: true,
    }),
  ];
  return estimators;
}

/**
 * Whether the password is on the bundled common/breached lists or otherwise easy to guess;
 * `userInputs` are the account's own words (name, e-mail), which count as known to an attacker.
 */
export function isGuessablePassword(password: string, userInputs: readonly string[] = []): boolean {
  const words = userInputs.flatMap((input) => input.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
  const estimated = [...password].slice(0, ESTIMATED_LENGTH).join('');
  return zxcvbn().some((estimator) => estimator.check(estimated, words).score < MIN_SCORE);
}
