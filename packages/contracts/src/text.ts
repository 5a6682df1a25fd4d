/** Lower case without accents, for comparing words whatever the user typed: « Février » → « fevrier ». */
export const foldAccents = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
