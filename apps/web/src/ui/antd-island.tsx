import { lazy, type ComponentType } from 'react';

/**
 * A part drawn with antd inside a light screen (one without the antd frame, issue 30): loaded
 * when first drawn, together with antd's theme, so the screen's first load carries no antd.
 * Use it as React.lazy's result, inside a Suspense.
 */
export function antdIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [{ AntdTheme }, Part] = await Promise.all([import('./antd-theme'), load()]);
    function Island(props: P) {
      return (
        <AntdTheme>
          <Part {...props} />
        </AntdTheme>
      );
    }
    return { default: Island };
  });
}
