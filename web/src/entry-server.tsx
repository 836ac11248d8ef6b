// The server entry (vite build --ssr): the gateway imports it from dist/server/ to render public pages.
export { renderPage, type RenderInput, type RenderOutput } from './server/render-page.tsx';
export type { ExecuteOperation, OperationRequest } from './server/executor-link.ts';
