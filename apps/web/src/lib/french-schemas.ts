/**
 * The forms' schemas in French: loaded with the signed-in and sign-in layouts (`app/with-query-client.tsx`),
 * never with the public pages, which parse nothing and whose JavaScript budget has no room for zod.
 */
export { speakFrenchInSchemas } from '@immopilote/contracts';
