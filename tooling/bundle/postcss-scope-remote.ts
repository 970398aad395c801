// Confines a remote's utilities to its own region of the page. Every remote ships its own Tailwind
// utilities; without this, a remote's `.flex-col` loaded after the shell's stylesheet would win over
// the shell's `sm:flex-row` on a shell element (same specificity, later in the cascade). Wrapped in
// @scope, a remote's rules match only inside <div data-remote="name">, and not inside the shell's
// pieces a remote hosts (<div data-shell-slot>), and nearer scopes win over unscoped shell rules.
import type { PluginCreator } from 'postcss';

const scopeRemote: PluginCreator<{ remote: string }> = (options) => {
  const remote = options?.remote ?? '';
  if (!/^[a-z]+$/.test(remote)) throw new Error(`postcss-scope-remote: bad remote name "${remote}"`);
  return {
    postcssPlugin: 'toolverse-scope-remote',
    OnceExit(root, { AtRule }) {
      root.walkAtRules('layer', (layer) => {
        if (layer.params !== 'utilities' || !layer.nodes || layer.nodes.length === 0) return;
        const scope = new AtRule({ name: 'scope', params: `([data-remote="${remote}"]) to ([data-shell-slot])` });
        scope.append(layer.nodes);
        layer.removeAll();
        layer.append(scope);
      });
    },
  };
};
scopeRemote.postcss = true;

export default scopeRemote;
