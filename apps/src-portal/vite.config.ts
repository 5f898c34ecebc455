import { portalViteConfig } from '../../vite.portal';

export default portalViteConfig({ root: import.meta.dirname, name: 'src-portal', brand: 'src', port: 4202 });
