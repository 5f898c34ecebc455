export { LoginPage, type LoginPageProps } from './pages/login-page';
