/** How guessable a chosen password is: zxcvbn-ts with the common and English dictionaries, server side only. */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords, translations } from '@zxcvbn-ts/language-en';

/** zxcvbn's scores run 0–4; below 3 a password falls to an offline guessing attack too soon. */
const MIN_SCORE = 3;

let estimator: ZxcvbnFactory | null = null;

// Built on first use: ranking the dictionaries takes a moment, and most processes never need it.
function strengthEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonWords, ...englishWords },
  });
  return estimator;
}

/** The words of the person's name, username, e-mail and company: guessed first by anyone who knows them. */
export function personalWords(values: (string | null | undefined)[]): string[] {
  const words = values.flatMap((value) => {
    const parts = (value ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u);
    // Neighbouring words run together too ('ravikumar', 'aquapools'): how names become passwords.
    return [...parts, ...parts.slice(1).map((part, i) => `${parts[i]}${part}`)];
  });
  return [...new Set(words.filter((w) => w.length >= 3))];
}

/**
 * Why a password is too easy to guess, in a sentence for the person choosing it, or null when it
 * is strong enough. `personal` are words about the person and the company (see personalWords).
 */
export function passwordWeakness(password: string, personal: string[]): string | null {
  const result = strengthEstimator().check(password, personal);
  if (result.score >= MIN_SCORE) return null;
  const { warning, suggestions } = result.feedback;
  const why =
    warning === translations.warnings.userInputs
      ? 'It is made of your name, username or the company’s name.'
      : (warning ?? null);
  return ['This password is too easy to guess.', why, suggestions[0] ?? 'Add a few more unrelated words.']
    .filter(Boolean)
    .map((s) => (s!.endsWith('.') ? s : `${s}.`))
    .join(' ');
}
