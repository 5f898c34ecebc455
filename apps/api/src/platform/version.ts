// The product version is the root package.json's (the build inlines just this field).
// The root manifest is no Nx project; only its version field is read.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { version } from '../../../../package.json';

export const APP_VERSION: string = version;
