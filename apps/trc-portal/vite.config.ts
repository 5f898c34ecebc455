import { portalViteConfig } from '../../vite.portal';

export default portalViteConfig({ root: import.meta.dirname, name: 'trc-portal', brand: 'trc', port: 4203 });
