import { portalViteConfig } from '../../vite.portal';

export default portalViteConfig({ root: import.meta.dirname, name: 'rct-portal', brand: 'rct', port: 4201 });
