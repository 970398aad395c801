// What the About page tells vendors about our price monitor (service/src/monitor/): the name it gives
// in every request, where that name links, and the least gap between two of its page requests to one
// site. The service keeps its own copies (it is deployed apart); service/test/service/promises.test.ts
// holds them equal.
export const PRICE_MONITOR = {
  /** The User-Agent's product token, which robots.txt rules name. */
  agent: 'ToolverseMonitor',
  version: '1.0',
  /** The About page's section, which the User-Agent links. */
  aboutAnchor: 'price-monitor',
  /** By default, at least this many seconds between two page requests to one host. */
  hostGapSeconds: 1,
} as const;
