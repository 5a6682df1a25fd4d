export * from './access';
export * from './format';
export * from './text';
export * from './constants';
export * from './errors';
export * from './messages';
export * from './schemas/admin';
export * from './schemas/auth';
export * from './schemas/fields';
export * from './schemas/me';
export * from './schemas/site';
export * from './schemas/subscription';
export * from './schemas/history';
export * from './schemas/properties';
export * from './schemas/property-facts';
export * from './listing/constants';
export * from './listing/energy';
export * from './listing/completeness';
export * from './listing/mentions';
export * from './listing/ad-text';
export * from './listing/nature';
export * from './schemas/clients';
export * from './schemas/documents';
export * from './endpoints';
export * from './schemas/profile';
export * from './schemas/agency';
export * from './schemas/two-factor';
export * from './schemas/mandates';
export * from './schemas/calendar';
export * from './schemas/dashboard';
export * from './schemas/ai';
export * from './schemas/portal-export';
export * from './schemas/scoring';
export * from './schemas/owner-reports';
export * from './schemas/privacy';
export * from './privacy/document-types';
export * from './privacy/retention';
export * from './schemas/access-log';
export * from './market/constants';
export * from './schemas/market';
export * from './schemas/market-insights';
export * from './preloaded';
export * from './documents/recognise';
/**
 * zod's types for the web forms (`useForm<z.input<typeof S>, unknown, z.output<typeof S>>`): the
 * web app takes its schemas from here, and never zod itself at run time.
 */
export type { z } from 'zod';
