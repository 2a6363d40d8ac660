export { SignUpScreen } from './sign-up-screen.tsx';
