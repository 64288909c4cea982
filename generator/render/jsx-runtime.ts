/**
 * React's JSX runtime with one addition: each element's props are shown to the usage collector
 * (generator/render/usage.ts) before React sees them. The site bundle compiles JSX against this module
 * (generator/config/load-site.ts sets esbuild's jsxImportSource to it); the browser bundle does not.
 */
import { Fragment, jsx as reactJsx, jsxs as reactJsxs } from 'react/jsx-runtime';
import { recordProps } from './usage.ts';

export { Fragment };

export const jsx: typeof reactJsx = (type, props, key) => {
  recordProps(props as Record<string, unknown>);
  return reactJsx(type, props, key);
};

export const jsxs: typeof reactJsxs = (type, props, key) => {
  recordProps(props as Record<string, unknown>);
  return reactJsxs(type, props, key);
};
