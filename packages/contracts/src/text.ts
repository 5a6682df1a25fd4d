/** Without accents: « Février » → « Fevrier », « Łódź » → « Łodz » (a letter that is not a letter plus a mark stays). */
export const stripAccents = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');

/** Lower case without accents, for comparing words whatever the user typed: « Février » → « fevrier ». */
export const foldAccents = (s: string) => stripAccents(s).toLowerCase();
