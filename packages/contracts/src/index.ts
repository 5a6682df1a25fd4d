export * from './access';
export * from './constants';
export * from './errors';
export * from './messages';
export * from './schemas/auth';
export * from './schemas/fields';
export * from './schemas/me';
export * from './schemas/subscription';
