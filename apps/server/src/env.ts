import { z } from 'zod';

/**
 * Building blocks shared by the configuration slices: `config.ts` owns the server's own
 * variables, each adapter family owns its slice (`integrations/<family>/<family>.config.ts`,
 * `storage/storage.config.ts`), and `loadConfig` validates them all at once at start-up.
 */

export type NodeEnv = 'development' | 'production' | 'test';

/** true/false, 1/0, yes/no: what deployment tools and shells commonly write. */
export const envFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export class ConfigError extends Error {}

/** Same wording as a schema failure, for rules that span several variables of one slice. */
export function configError(variable: string, message: string): ConfigError {
  return new ConfigError(`Configuration invalide / Invalid configuration:\n  - ${variable}: ${message}`);
}
