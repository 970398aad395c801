// The tests run the site behind Debian's nginx too, with the brotli static module the generated
// configuration uses. Installs both when missing and this user can (root with apt-get), else says
// what to do. Nothing is configured system-wide: the tests run their own nginx process.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const nginx = process.env.NGINX_PATH || '/usr/sbin/nginx';
const brotli = process.env.NGINX_BROTLI_MODULE || '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const packages = 'nginx libnginx-mod-http-brotli-static';

if (!existsSync(nginx) || !existsSync(brotli)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `ensure-nginx: ${existsSync(nginx) ? brotli : nginx} is missing. Install Debian's packages (apt-get install ${packages}) or set NGINX_PATH and NGINX_BROTLI_MODULE.`,
    );
    process.exit(1);
  }
  console.log(`ensure-nginx: installing Debian's ${packages}...`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages.split(' ')], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
console.log(`ensure-nginx: using ${nginx} with ${brotli}`);
