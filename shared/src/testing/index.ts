// '@academy/shared/testing': helpers for the apps' tests (Node only; never bundled).
export * from './local-server';
export * from './tokens';
export * from './real-api';
export * from './location-probe';
export * from './fresh-query-client';
export * from './course-fixture';
export * from './match-media';
// The in-memory router for component tests (a browser app never needs it, so it is not in the
// package's main entry).
export { MemoryRouter } from 'react-router-dom';
export * from './unreachable-origin';
export * from './course-owners';
export * from './api-traffic';
export * from './paypal-stand-in';
export * from './first-screen';
export * from './console';
