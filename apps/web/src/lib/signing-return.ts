/**
 * « Signer sur cet appareil » (issue 30): the agent's device opens the public signing page with the
 * page it came from in this query parameter, and the signing page offers to go back there once the
 * signer is done.
 */
export const SIGNING_RETURN_PARAM = 'retour';

/** A path of this site only: the address is in the URL, anyone could write another site there. */
export function safeReturnPath(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
