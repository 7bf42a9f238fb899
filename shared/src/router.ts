// The router, for every app: import these from '@academy/shared', never from 'react-router' or
// 'react-router-dom' (ESLint enforces it). They come from react-router-dom, the router's web
// package (v7 re-exports react-router, whose production build tools/webpack.cjs points it at).
//
// The router must exist once in the page (one history, one route context for the shell and the
// remotes it mounts), and this package is that one copy: it is a Module Federation singleton.
// Module Federation shares a library whole, with no tree shaking; shared directly, react-router 7
// cost 62 KB gzip on every page, most of it data-router and server-rendering code the academy does
// not use. Re-exported from here, only what is listed below (and what it needs) is built in.
// A new router API for an app is one more name here, released with this package.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
} from 'react-router-dom';
export type { Location, NavigateFunction, NavigationType } from 'react-router-dom';
