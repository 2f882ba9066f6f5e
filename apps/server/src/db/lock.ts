import fs from 'node:fs';

export interface DirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM means the process exists but belongs to someone else: still alive.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * An exclusive lock file holding our pid. PGlite is a single-writer database inside this
 * process; a second server on the same data dir would corrupt it, so it must stop with a clear
 * message instead. A lock left by a crashed process (pid no longer alive) is taken over.
 */
export function acquireDirLock(lockPath: string): DirLock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
          } catch {
            // already gone
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isFinite(holder) && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `데이터 폴더를 다른 프로세스(pid ${holder})가 사용 중이에요: ${lockPath}\n` +
            '내장 데이터베이스(PGlite)는 한 번에 한 프로세스만 열 수 있어요. 먼저 실행 중인 서버를 끄거나 ' +
            'DATA_DIR을 다른 폴더로 지정하거나, 여러 인스턴스가 필요하면 DATABASE_URL로 PostgreSQL을 쓰세요.',
        );
      }
      fs.unlinkSync(lockPath); // stale lock from a dead process
    }
  }
  throw new Error(`잠금 파일을 만들 수 없어요: ${lockPath}`);
}
