export type { ArtProps, ArtTone, Brand, BrandCode } from './brand/brand';
export { brands, copyrightLine, defaultBrand, providerName, providerShortName, rctBrand, srcBrand, trcBrand } from './brand/brands';
export { BrandProvider, useBrand } from './brand/brand-context';
export { baseTheme, createBrandTheme, cssVariablesResolver } from './theme/theme';
export { BrandLogo, type BrandLogoProps } from './components/brand-logo';
export { BrandMascot, type BrandMascotProps } from './components/brand-mascot';
export { AuthShell, type AuthShellProps } from './components/auth-shell';
export { NotFoundPage, type NotFoundPageProps } from './components/not-found-page';
export { LoadingScreen, type LoadingScreenProps } from './components/loading-screen';
