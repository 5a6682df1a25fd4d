import { endpoints, type Feature } from '@immopilote/contracts';
import { call } from '../../../lib/api-client';

/** Asks the API whether the agency's plan includes the feature (204, else a French 402). */
export const checkFeature = (feature: Feature) =>
  call(endpoints.subscription.checkFeature, { params: { feature } });
