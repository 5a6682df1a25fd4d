import type { LeaseDetail } from '@immopilote/contracts';

/** Placeholder of the foundation commit: its owner replaces it (issue 34). */
export function RevisionSection(_props: { lease: LeaseDetail }) {
  return null;
}
