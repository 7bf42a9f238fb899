// jsdom has no fetch. whatwg-fetch installs one over jsdom's XMLHttpRequest, so the country
// lookup really talks HTTP to the geolocation stand-in (with the browser's CORS rules).
import 'whatwg-fetch';
