// The system Chromium and the flags it needs on this kind of machine (no sandbox as root, no network
// chatter). Used by the Playwright config and the benchmark.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-gpu',
  // Chromium refuses these ports (ERR_UNSAFE_PORT: X11, SIP, IRC, ...); a TEST_PORT_BASE such as
  // 6000 puts a test site on one of them.
  '--explicitly-allowed-ports=1719,1720,1723,2049,3659,4045,4190,5060,5061,6000,6566,6665,6666,6667,6668,6669,6679,6697,10080',
];
