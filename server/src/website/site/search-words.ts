/**
 * How visitors type product words in Hindi, romanised or in Devanagari, beside the English word
 * the site's posts use: search looks for either. Keys are lower-case; add rows as they turn up.
 */
export const SEARCH_TRANSLITERATIONS: Readonly<Record<string, string>> = {
  filtar: 'filter',
  philtar: 'filter',
  फ़िल्टर: 'filter',
  फिल्टर: 'filter',
  pamp: 'pump',
  pump: 'pump',
  पंप: 'pump',
  tails: 'tile',
  tail: 'tile',
  टाइल: 'tile',
  टाइल्स: 'tile',
  heetar: 'heater',
  hitar: 'heater',
  हीटर: 'heater',
  pul: 'pool',
  पूल: 'pool',
  svimming: 'swimming',
  swiming: 'swimming',
  स्विमिंग: 'swimming',
  klorin: 'chlorine',
  क्लोरीन: 'chlorine',
  lait: 'light',
  लाइट: 'light',
};

// Keyed in NFKC, as the query is: a nukta letter (फ़) may be typed composed or not.
const BY_KEY = new Map(
  Object.entries(SEARCH_TRANSLITERATIONS).map(([word, english]) => [
    word.normalize('NFKC').toLowerCase(),
    english,
  ]),
);

/** The English word a transliterated word stands for, if the table knows it (and it differs). */
export function englishFor(word: string): string | undefined {
  const key = word.normalize('NFKC').toLowerCase();
  const english = BY_KEY.get(key);
  return english && english !== key ? english : undefined;
}
