import { siteInfoEndpoint } from './public';

export const siteEndpoints = {
  info: siteInfoEndpoint,
} as const;
