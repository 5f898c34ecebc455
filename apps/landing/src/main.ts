// The landing's only script, loaded by index.html alone. index.html is also what the server
// answers for every unknown path (SPA fallback), so first send such paths to /404.
import { redirectTarget } from './known-paths';
import { rewriteLoginLinks } from './login-links';

const target = redirectTarget(location.pathname);
if (target) location.replace(target);
else rewriteLoginLinks(document, location);
