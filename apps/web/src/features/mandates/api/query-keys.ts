import type { MandateActivity } from '@immopilote/contracts';

export const mandateKeys = {
  all: ['mandates'] as const,
  register: (activity: MandateActivity) => ['mandates', 'register', activity] as const,
  property: (propertyId: string) => ['mandates', 'property', propertyId] as const,
  formOptions: ['mandates', 'form-options'] as const,
  detail: (id: string) => ['mandates', 'detail', id] as const,
};
