/** Replaced by the build (vite.config.ts `define`); absent under Vitest, which has no build. */
declare const __BUILD_YEAR__: number | undefined;

/** The year the site was built, which is the year the prerendered pages show. */
export const BUILD_YEAR: number =
  typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear();
