/**
 * A throwaway PostgreSQL cluster for the outage part: initdb into a temporary directory, started
 * with pg_ctl on a free loopback port (unix socket in the same directory), stopped and started
 * again at will, removed at the end. As root (no initdb then) it runs as the `postgres` user.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, readdirSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { tempDir } from './server';

/** The newest installed PostgreSQL's bin directory. */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error('no PostgreSQL under /usr/lib/postgresql');
  return join(root, versions[0]!, 'bin');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface Cluster {
  url: string;
  port: number;
  start(): void;
  /** `immediate` drops the connections the way a crash or a network cut does. */
  stop(mode?: 'fast' | 'immediate'): void;
  remove(): void;
}

export async function startCluster(): Promise<Cluster> {
  const bin = binDir();
  const tmp = tempDir('eog-soak-pg-');
  const data = join(tmp.dir, 'data');
  const port = await freePort();
  const asRoot = os.userInfo().uid === 0;
  const run = (cmd: string, args: string[]) => {
    const file = join(bin, cmd);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' });
    else execFileSync(file, args, { stdio: 'pipe' });
  };
  if (asRoot) {
    chmodSync(tmp.dir, 0o755);
    const { uid, gid } = postgresIds();
    chownSync(tmp.dir, uid, gid);
  }
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${tmp.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () =>
      run('pg_ctl', ['-D', data, '-o', options, '-l', join(tmp.dir, 'log'), '-w', 'start']),
    stop: (mode = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    remove() {
      try {
        cluster.stop('immediate');
      } catch {
        // already stopped
      }
      tmp.remove();
    },
  };
  cluster.start();
  return cluster;
}

function postgresIds(): { uid: number; gid: number } {
  const out = execFileSync('id', ['postgres'], { encoding: 'utf8' });
  const uid = /uid=(\d+)/.exec(out)?.[1];
  const gid = /gid=(\d+)/.exec(out)?.[1];
  if (!uid || !gid) throw new Error('no postgres user to run the throwaway cluster as');
  return { uid: Number(uid), gid: Number(gid) };
}
