// The preview lives in the web app, where its packages are installed.
export { default } from '../apps/web/src/test/preview.tsx';
