import type { AgencyMember } from '@immopilote/contracts';

export const memberName = (m: Pick<AgencyMember, 'firstName' | 'lastName'>) => `${m.firstName} ${m.lastName}`;
