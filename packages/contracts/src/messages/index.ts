export * from './auth';
export * from './common';
export * from './fields';
export * from './public';
