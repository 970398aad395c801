// Stylesheets and images are handled by webpack (tooling/bundle/webpack.ts); TypeScript only needs to know they exist.
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.mdx' {
  import type { ArticleBodyProps } from '@toolverse/shared-content/content/article-body';
  import type { ComponentType } from 'react';
  const Body: ComponentType<ArticleBodyProps>;
  export default Body;
}
