/**
 * The S3 and SMTP outages of the soak (issue 22): the server (PGlite) stores files in a real
 * S3-compatible bucket (s3rver) and sends mail through a real SMTP server (smtp-server), each
 * behind a TCP proxy (./proxy.ts) that is cut for a few seconds while staff download and upload
 * documents and people ask for password resets. The bar: every call that needs the bucket
 * answers 503 with the seeds' message within 2 s while it is cut (the rest keeps working), the
 * calls succeed again within 5 s of its return; every letter asked for while SMTP was cut is
 * delivered after it returns (the mail outbox), none lost, and none twice under two keys:
 * delivery is at least once, and a letter sent again (an answer lost in a cut connection)
 * carries the same Message-ID, its idempotency key.
 */
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';
import { errorMessages } from '../../../i18n/messages';
import { demoStaff } from '../../db/seed/demoData';
import { startLocalS3 } from '../localS3';
import { sampleFile } from '../sampleFiles';
import { Api, dataOf, listOf } from './client';
import { startProxy } from './proxy';
import { start, stop, tempDir } from './server';

export interface ServiceOutageFigures {
  s3: {
    /** Longest wait for an answer while the bucket was cut. */
    timeTo503Ms: number;
    timeToRecoverMs: number;
    answeredWhileCut: number;
    /** Answers while cut that were not 503 with the seeds' message (nor a success that needs no bucket). */
    wrongAnswers: string[];
  };
  smtp: {
    /** Longest answer to a password reset while SMTP was cut. */
    slowestAnswerMs: number;
    askedWhileCut: number;
    deliveredAfterMs: number;
    lost: number;
    /** Letters asked for once and delivered under two keys. */
    duplicates: number;
    /** Letters delivered again under the same key (at least once). */
    resent: number;
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runServiceOutages(
  log: (line: string) => void,
): Promise<ServiceOutageFigures> {
  const s3 = await startLocalS3();
  /** The Message-IDs of the letters delivered, in order. */
  const letters: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 4096) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const id = /^Message-ID: *(<[^>]+>)/im.exec(head)?.[1];
        letters.push(id ?? `no Message-ID to ${session.envelope.rcptTo[0]?.address ?? '?'}`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const s3Proxy = await startProxy('127.0.0.1', s3.port);
  const smtpProxy = await startProxy('127.0.0.1', (smtp.server.address() as AddressInfo).port);
  const dir = tempDir('eog-soak-services-');
  const child = await start({
    DATA_DIR: dir.dir,
    ...s3.env(`http://127.0.0.1:${s3Proxy.port}`),
    SMTP_URL: `smtp://127.0.0.1:${smtpProxy.port}?ignoreTLS=true`,
  });
  log(`outage S3 / SMTP: server on PGlite ready in ${(child.startupMs / 1000).toFixed(1)} s`);
  const api = new Api(child.baseUrl, 16, 10_000);
  try {
    const staff = await api.signIn('operator@eog.test');
    const [lead] = listOf(await api.call('GET', '/v1/admin/leads?per=1', staff));
    const base = `/v1/admin/leads/${lead!.id}/documents`;
    const start = () =>
      api.call('POST', `${base}/multipart_upload_start`, staff, {
        data: {
          type: 'attachment',
          attributes: { kind: 'land', original_filename: 'Выписка.pdf' },
        },
      });
    const upload = async () => {
      const started = await start();
      if (started.status !== 200) throw new Error(`upload start: ${started.status}`);
      const uploadId = dataOf(started).attributes.upload_id;
      const url = await api.call('POST', `${base}/multipart_upload_url`, staff, {
        upload_id: uploadId,
        part_number: 1,
      });
      const put = await fetch(String(dataOf(url).attributes.upload_url), {
        method: 'PUT',
        body: new Uint8Array(sampleFile('Выписка.pdf', 4096)),
      });
      const done = await api.call('POST', `${base}/multipart_upload_complete`, staff, {
        upload_id: uploadId,
        parts: [{ part_number: 1, etag: put.headers.get('etag') }],
      });
      if (done.status !== 200) throw new Error(`upload complete: ${done.status} ${done.body}`);
      return dataOf(done).id;
    };
    const download = (id: string) => api.call('GET', `${base}/${id}?transfer=binary`, staff);
    // One reset a minute per account: each request asks for another staff member's.
    const accounts = demoStaff.map((s) => `${s.login ?? s.role}@eog.test`);
    const reset = () =>
      api.call('POST', '/v1/admin/password', '', { admin: { email: accounts.shift() } });

    const stored = await upload();
    const first = await reset();
    if (first.status !== 200) throw new Error(`password reset: ${first.status}`);
    for (let i = 0; i < 50 && letters.length < 1; i++) await sleep(200);
    const before = new Set(letters);
    letters.length = 0;

    // Both cut for 4 s under a steady trickle of bucket calls and reset requests.
    s3Proxy.cut();
    smtpProxy.cut();
    const cutAt = performance.now();
    const s3Answers: { ms: number; status: number; body: string }[] = [];
    const resetMs: number[] = [];
    while (performance.now() - cutAt < 4000 && accounts.length) {
      for (const call of [() => download(stored), start]) {
        const t = performance.now();
        const res = await call();
        s3Answers.push({ ms: performance.now() - t, status: res.status, body: res.body });
      }
      const t = performance.now();
      const asked = await reset();
      resetMs.push(performance.now() - t);
      if (asked.status !== 200) throw new Error(`password reset while cut: ${asked.status}`);
      await sleep(300);
    }
    const wrongAnswers = s3Answers
      .filter((a) => a.status !== 503 || !a.body.includes(errorMessages.unavailable))
      .map((a) => `${a.status} ${a.body.slice(0, 120)}`);
    const deliveredWhileCut = letters.length;

    s3Proxy.mend();
    smtpProxy.mend();
    const mendedAt = performance.now();
    let timeToRecoverMs = Infinity;
    while (performance.now() - mendedAt < 10_000) {
      if ((await download(stored)).status === 200) {
        timeToRecoverMs = performance.now() - mendedAt;
        break;
      }
      await sleep(100);
    }
    // The relay pauses 10 s after it found the server down; then it sends what waited.
    const fresh = () => new Set(letters.filter((id) => !before.has(id))).size;
    while (fresh() < resetMs.length && performance.now() - mendedAt < 30_000) {
      await sleep(200);
    }
    const deliveredAfterMs = performance.now() - mendedAt;
    await sleep(3000); // a relay that sent twice would show it now
    const figures: ServiceOutageFigures = {
      s3: {
        timeTo503Ms: Math.max(0, ...s3Answers.map((a) => a.ms)),
        timeToRecoverMs,
        answeredWhileCut: s3Answers.length,
        wrongAnswers: wrongAnswers.slice(0, 10),
      },
      smtp: {
        slowestAnswerMs: Math.max(0, ...resetMs),
        askedWhileCut: resetMs.length,
        deliveredAfterMs,
        lost: Math.max(0, resetMs.length - fresh()) + deliveredWhileCut,
        duplicates: Math.max(0, fresh() - resetMs.length),
        resent: letters.length - fresh(),
      },
    };
    log(
      `outage S3: ${s3Answers.length} answers while cut, ${wrongAnswers.length} wrong, slowest ` +
        `${figures.s3.timeTo503Ms.toFixed(0)} ms, recovery ${timeToRecoverMs.toFixed(0)} ms; ` +
        `SMTP: ${resetMs.length} resets asked while cut (slowest ` +
        `${figures.smtp.slowestAnswerMs.toFixed(0)} ms), ${letters.length} letters delivered ` +
        `${deliveredAfterMs.toFixed(0)} ms after it mended`,
    );
    return figures;
  } finally {
    api.close();
    await stop(child);
    await s3Proxy.close();
    await smtpProxy.close();
    await s3.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    dir.remove();
  }
}
