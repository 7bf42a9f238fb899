export * from './language-store';
export * from './catalogue';
export * from './plural';
export * from './format';
export * from './localized';
export * from './isolate';
