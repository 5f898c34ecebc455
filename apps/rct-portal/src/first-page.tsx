// The signed-out login page, rendered to HTML at build time (tools/build/first-page-plugin.ts).
import { firstPageElement } from '@portal/layout';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { routes } from './routes';

export const render = (): string => renderToString(firstPageElement(App, routes));
