import { renderToString } from 'react-dom/server';
import { BeforeRouterTree } from './beforeRouterTree.tsx';

/** The customer login page's markup, drawn at build in Node (scripts/vite-prerender-login.ts, decision 341). */
export function loginMarkup(): string {
  return renderToString(<BeforeRouterTree name="Login" onDrawn={() => undefined} />);
}
