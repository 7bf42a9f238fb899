export * from './resource-cache';
export * from './use-resource';
