// '@academy/shared/testing': helpers for the apps' tests (Node only; never bundled).
export * from './local-server';
export * from './tokens';
export * from './real-api';
