export * from './auth';
export * from './common';
export * from './fields';
export * from './history';
export * from './properties';
export * from './public';
export * from './clients';
export * from './documents';
