import type { SiteInfo } from '../schemas/site';
import { endpoint, okTyped } from './define';

/**
 * What the public pages call, in a module without zod: importing it does not bring the other
 * endpoints' schemas into the landing page's JavaScript.
 */
export const siteInfoEndpoint = endpoint({
  method: 'GET',
  path: '/api/site-info',
  response: okTyped<SiteInfo>(),
});
