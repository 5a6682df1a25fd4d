/** Every admin query starts with this key. */
export const adminQueryKey = ['admin'] as const;
