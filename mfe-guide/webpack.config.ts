import { appConfigs } from '../tooling/webpack.ts';

// Its folder, port, exposes and prerender entry are the registry's (remotes.config.ts).
export default appConfigs('guide', import.meta.dirname);
