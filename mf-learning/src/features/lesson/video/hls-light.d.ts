// hls.js's light build (no subtitles, alternate audio or DRM, which lessons do not use) has the
// full build's API; its package declares types for the full build only.
declare module 'hls.js/light' {
  import Hls from 'hls.js';

  export default Hls;
  export { FetchLoader, fetchSupported } from 'hls.js';
}
