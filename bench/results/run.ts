/**
 * Results benchmark (loopback only, bounded). For each database (embedded PGlite; PostgreSQL
 * when BENCH_DATABASE_URL, DATABASE_URL, TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432
 * is reachable, in a database of its own that is dropped afterwards) it seeds the demo school
 * and its results settings (20-20-60 scheme, bands, grade points, comment bank), then a school
 * of CLASSES × PER_CLASS students with SUBJECTS subjects and a full First Term of scores
 * (apps/api/src/test/results-school.ts), and measures against the real app on a real port, signed in:
 *   1. POST /api/endTermResult: the score grid's save of one class-subject (the exam of 50
 *      students, as the class teacher), SAVES times in sequence;
 *   2. GET /api/broadsheet/{class}/{term}/{session}: the end-of-term broadsheet of one class of
 *      50, READS times in sequence, then autocannon (CONNECTIONS, DURATION s) for req/s;
 *   3. the whole school's end-of-term results, SCHOOL_RUNS times (there is no whole-school
 *      call): in one pass (loadSchoolTerm: the same queries for 40 classes as for one, then
 *      schoolEndTerm: the figures and records of every class arm); then, for comparison, class
 *      by class: loadSheets + compute per class, as the one-class handlers do; the full
 *      end-of-term records per class (what GET /get-result answers); GET /get-result per class
 *      over HTTP; and, for reference, one query moving all the school's score rows into JS;
 *   4. report-card PDFs per second: the web app's report-card.pdf.ts (jsPDF) in this process
 *      (one core) for the end-of-term results and cumulative scores of one class, read through
 *      the API as the results screen reads them, with a 256×256 RGBA PNG school logo and the
 *      embedded Noto Sans (regular and bold), as the app makes them; then, where the time goes:
 *      the same cards without the logo, a blank page with only the two fonts embedded (jsPDF
 *      parses and subsets them per document), and a blank page with only the logo as jsPDF
 *      embeds it without the app's cache (decoded and split into colour and alpha per document).
 *   5. report cards anyone can verify (issue 31): the first class released (each card's code,
 *      PIN and Ed25519 statement issued in the release's transaction), its class PDF with every
 *      card's QR code beside the same without, and the public check of a code (GET
 *      /api/verify/{code}) and of a code with its PIN (POST), READS times in sequence each.
 * HTTP figures are the client's round trip; "server" is Fastify's reply.elapsedTime of the same
 * requests. The seed ends with ANALYZE (as autovacuum does on PostgreSQL and the server's
 * own periodic ANALYZE does on PGlite); ANALYZE=0 leaves the tables without statistics, as
 * in the minute after a large import. Prints figures; asserts nothing.
 *
 *   pnpm --filter @schoolmates/bench bench:results   (or `pnpm bench`, which runs every bench)
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { Database } from '../../apps/api/src/db/client.ts';
import { openOutbox } from '../../apps/api/src/messages/outbox.ts';
import { loadSchoolTerm, loadSheets } from '../../apps/api/src/results/sheets.queries.ts';
import {
  compute,
  resultRecords,
  schoolEndTerm,
  type View,
  viewOf,
} from '../../apps/api/src/results/sheets.ts';
import { DEMO_PASSWORD, seedDemo } from '../../apps/api/src/seed/demo.ts';
import { seedDemoResults } from '../../apps/api/src/seed/demo-results.ts';
import { addResultsSchool, type ResultsSchool } from '../../apps/api/src/test/results-school.ts';
import {
  classReportCardsPdf,
  reportCardPdf,
} from '../../apps/web/src/features/results/report-card/report-card.pdf.ts';
import type {
  AnyResult,
  Cumulative,
  GradePointBand,
  ReportCardData,
  SchoolInfo,
} from '../../apps/web/src/features/results/report-card/report-card.tsx';
import { addFonts, setFont } from '../../packages/documents/src/pdf-assets.ts';
import type { components } from '../../packages/sdk/src/index.ts';
import { defaultBenchPostgresUrl, onEachDatabase } from '../support/databases.ts';

type S = components['schemas'];

// autocannon is the bench's own; jsPDF the web app's.
const require = createRequire(new URL('../package.json', import.meta.url));
const webRequire = createRequire(new URL('../../apps/web/package.json', import.meta.url));

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
const autocannon = require('autocannon') as (opts: object) => Promise<AutocannonResult>;
// The same module instance report-card.pdf.ts gets from `import('jspdf')` under Node.
const { jsPDF } = webRequire('jspdf') as typeof import('jspdf');

const env = process.env;
const CLASSES = Number(env.CLASSES ?? 40);
const PER_CLASS = Number(env.PER_CLASS ?? 50);
const SUBJECTS = Number(env.SUBJECTS ?? 15);
const SAVES = Number(env.SAVES ?? 50);
const READS = Number(env.READS ?? 200);
const SCHOOL_RUNS = Number(env.SCHOOL_RUNS ?? 5);
const PDFS = Number(env.PDFS ?? 300);
const CLASS_RUNS = Number(env.CLASS_RUNS ?? 7);
const DURATION = Number(env.DURATION ?? 5);
// ANALYZE=0: no planner statistics yet (before autovacuum or the server's periodic ANALYZE).
const ANALYZE = env.ANALYZE !== '0';
const CONNECTIONS = Number(env.CONNECTIONS ?? 10);
const PG_URL =
  env.BENCH_DATABASE_URL ?? env.DATABASE_URL ?? env.TEST_DATABASE_URL ?? defaultBenchPostgresUrl;
// The demo campus's academic period (seed/demo.ts): score saves need one.
const TERM = 'First Term';
const SESSION = '2025/2026';

// ---------------------------------------------------------------- figures

/**
 * The figures on main before the class PDF and the lean PDF layout (d2827ae). Single cards per
 * second and the one-pass times as issue 13 measured them on a quiet machine; per CPU second and
 * the class's CPU time from this bench on main (CLASSES=2) on this machine under heavy load
 * (load average above 20 on 2 cores), where "whole class" was 50 single cards (no class PDF:
 * 376 ms is 50 cards at 133/s).
 */
const TODAY = {
  PGlite: {
    cardsPerSecond: 133,
    cardsPerCpuSecond: 80,
    classMs: 376,
    classCpuMs: 649,
    onePassMs: 311,
  },
  PostgreSQL: {
    cardsPerSecond: 133,
    cardsPerCpuSecond: 74,
    classMs: 376,
    classCpuMs: 593,
    onePassMs: 177,
  },
};

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
};
const median = (xs: number[]) => percentile(xs, 0.5);
const ms = (x: number) => `${x.toFixed(1)} ms`;

interface Latency {
  httpP50: number;
  httpP99: number;
  serverP50: number;
  serverP99: number;
  n: number;
}
interface SchoolTimes {
  name: string;
  total: number;
  queries?: number;
  arithmetic?: number;
  rows?: number;
}
interface Pdfs {
  name: string;
  perSecond: number;
  /** Documents per second of this process's CPU time: steadier than wall time on a busy machine. */
  perCpuSecond: number;
  kb: number;
  n: number;
}
/** One PDF of a class's cards: the median of CLASS_RUNS, wall and CPU time. */
interface ClassPdf {
  cards: number;
  wallMs: number;
  cpuMs: number;
  kb: number;
}
/** Issue 31: the class's release with its codes, and the public checks of a code. */
interface Verification {
  releaseMs: number;
  cards: number;
  lookup: Latency;
  pin: Latency;
}
interface Report {
  label: string;
  seedMs: number;
  school: ResultsSchool;
  save: Latency;
  broadsheet: Latency;
  load: { rps: number; p50: number; p99: number; bad: number };
  whole: SchoolTimes[];
  pdfs: Pdfs[];
  classPdf: ClassPdf;
  classPdfWithoutQr: ClassPdf;
  verification: Verification;
}

// ---------------------------------------------------------------- the school logo

/**
 * A 256×256 PNG crest (flat colours, gold ring, open book): RGBA with transparent corners, as
 * uploaded logos usually are, or RGB on white.
 */
function logoDataUrl(alpha: boolean): string {
  const size = 256;
  const channels = alpha ? 4 : 3;
  const raw = Buffer.alloc((size * channels + 1) * size);
  for (let y = 0; y < size; y++) {
    const row = y * (size * channels + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const dx = x - size / 2 + 0.5;
      const dy = y - size / 2 + 0.5;
      const r = Math.sqrt(dx * dx + dy * dy);
      const book = Math.abs(dy - 10) < 30 - Math.abs(dx) / 4 && Math.abs(dx) < 70;
      const navy = [31, 58, 138];
      const white = [255, 255, 255];
      const rgb = r > 108 ? [212, 175, 55] : book && Math.abs(dx) >= 2 ? white : navy;
      const pixel = alpha ? [...rgb, r < 122 ? 255 : 0] : r < 122 ? rgb : white;
      raw.set(pixel, row + 1 + x * channels);
    }
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, alpha ? 6 : 2, 0, 0, 0], 8); // 8-bit RGBA or RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

// ---------------------------------------------------------------- one database

async function benchDatabase(label: string, database: Database): Promise<Report> {
  await database.migrate();
  const seedStart = performance.now();
  const ids = await seedDemo(database.db);
  await seedDemoResults(database.db, ids);
  const at = { schId: ids.demo.schId, campusId: ids.demo.campusId };
  const school = await addResultsSchool(database, at, {
    classes: CLASSES,
    perClass: PER_CLASS,
    subjects: SUBJECTS,
    term: TERM,
    session: SESSION,
    analyze: ANALYZE,
  });
  const seedMs = performance.now() - seedStart;

  const config = {
    ...loadConfig({}),
    logLevel: 'silent',
    signInPerMinute: 1_000_000,
    listsPerMinute: 1_000_000_000,
    verificationsPerMinute: 1_000_000_000,
    // seals the report-card signing key and derives the cards' PINs (issue 31)
    messagesSecretKey: randomBytes(32),
  };
  const outbox = await openOutbox(database, { maintain: false });
  const app = await buildApp({
    db: database.db,
    config,
    outbox,
  });
  // The queue stops with the app, before its database is dropped.
  app.addHook('onClose', () => outbox.stop());
  // Server time of each request measured in a sequence (not under autocannon).
  let serverTimes: number[] | null = null;
  app.addHook('onResponse', async (_request, reply) => {
    serverTimes?.push(reply.elapsedTime);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;

  async function call<T>(method: string, path: string, token: string, body?: unknown) {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }
  async function signIn(username: string) {
    const answer = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    });
    return ((await answer.json()) as { data: { token: string } }).data.token;
  }
  /** `runs` requests in sequence after `warm` unmeasured ones. */
  async function sequence(warm: number, runs: number, send: (i: number) => Promise<unknown>) {
    for (let i = 0; i < warm; i++) await send(i);
    const http: number[] = [];
    serverTimes = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      await send(warm + i);
      http.push(performance.now() - t);
    }
    const server = serverTimes;
    serverTimes = null;
    return {
      httpP50: median(http),
      httpP99: percentile(http, 0.99),
      serverP50: median(server),
      serverP99: percentile(server, 0.99),
      n: runs,
    };
  }

  const first = school.classes[0];
  const subjectId = school.subjectIds[0];
  if (!first || subjectId === undefined) throw new Error('No class or subject seeded');
  const admin = await signIn('admin');
  const teacher = await signIn(first.teacher);
  const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
  const termPath = `${encodeURIComponent(TERM)}/${encodeURIComponent(SESSION)}`;

  // 1. The score grid's save: one subject's exam for the 50 students of the arm.
  const save = await sequence(5, SAVES, (i) => {
    const body: S['EndTermResultInput'] = {
      class_id: String(first.id),
      sub_class: 'A',
      subject_id: String(subjectId),
      period: 'Second Half',
      term: TERM,
      session: SESSION,
      students: first.studentIds.map((id, k) => ({
        student_id: String(id),
        scores: [{ component: 'exam', score: 20 + ((i + k) % 41), absent: false }],
      })),
    };
    return call('POST', '/endTermResult', teacher, body);
  });

  // 2. The broadsheet of one class of 50 (end of term, every arm).
  const broadsheetPath = `/broadsheet/${first.id}/${termPath}`;
  const broadsheet = await sequence(20, READS, () => call('GET', broadsheetPath, admin));
  const load = await autocannon({
    url: `${base}${broadsheetPath}`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { authorization: `Bearer ${admin}` },
  });

  // 3. The whole school's end of term: in one pass, then class by class for comparison.
  const classRows = school.classes.map((c) => c.row);
  const whole: SchoolTimes[] = [];
  {
    // One load for the campus (its 40 classes and the demo's), then the pure computation.
    const totals: number[] = [];
    const queries: number[] = [];
    const arithmetic: number[] = [];
    let rows = 0;
    for (let run = 0; run <= SCHOOL_RUNS; run++) {
      const t0 = performance.now();
      const term = await loadSchoolTerm(database.db, at, TERM, SESSION);
      const t1 = performance.now();
      rows = schoolEndTerm(term).reduce((n, c) => n + c.records.length, 0);
      const t2 = performance.now();
      if (run === 0) continue; // warm-up
      totals.push(t2 - t0);
      queries.push(t1 - t0);
      arithmetic.push(t2 - t1);
    }
    whole.push({
      name: 'one pass: loadSchoolTerm + schoolEndTerm (records)',
      total: median(totals),
      queries: median(queries),
      arithmetic: median(arithmetic),
      rows,
    });
  }
  {
    const totals: number[] = [];
    const queries: number[] = [];
    const arithmetic: number[] = [];
    for (let run = 0; run <= SCHOOL_RUNS; run++) {
      let queryMs = 0;
      let computeMs = 0;
      const t0 = performance.now();
      for (const cls of classRows) {
        const t1 = performance.now();
        const sheets = await loadSheets(database.db, [cls], TERM, SESSION);
        const t2 = performance.now();
        for (const sheet of sheets) compute(sheet, viewOf(sheet.scheme, 'endterm') as View);
        computeMs += performance.now() - t2;
        queryMs += t2 - t1;
      }
      if (run === 0) continue; // warm-up
      totals.push(performance.now() - t0);
      queries.push(queryMs);
      arithmetic.push(computeMs);
    }
    whole.push({
      name: 'per class: loadSheets + compute (in process)',
      total: median(totals),
      queries: median(queries),
      arithmetic: median(arithmetic),
    });
  }
  {
    const totals: number[] = [];
    let rows = 0;
    for (let run = 0; run <= SCHOOL_RUNS; run++) {
      const t0 = performance.now();
      rows = 0;
      for (const cls of classRows) {
        const sheets = await loadSheets(database.db, [cls], TERM, SESSION);
        rows += (await resultRecords(database.db, sheets, 'endterm')).length;
      }
      if (run > 0) totals.push(performance.now() - t0);
    }
    whole.push({
      name: 'per class: loadSheets + end-of-term records',
      total: median(totals),
      rows,
    });
  }
  {
    const totals: number[] = [];
    let rows = 0;
    for (let run = 0; run <= SCHOOL_RUNS; run++) {
      const t0 = performance.now();
      rows = 0;
      for (const cls of school.classes) {
        const path = `/get-result${q({ period: 'Second Half', term: TERM, session: SESSION, class: String(cls.id) })}`;
        rows += (await call<S['ResultList']>('GET', path, admin)).data.length;
      }
      if (run > 0) totals.push(performance.now() - t0);
    }
    whole.push({ name: 'per class: GET /get-result?class=… (HTTP)', total: median(totals), rows });
  }
  {
    // The floor of "moving rows": every score of the school's term in one query, into JS.
    const text = `select s.result_id, s.subject_id, s.component, s.tenths, s.absent
      from result_scores s join results r on r.id = s.result_id
      where r.sch_id = $1 and r.term = $2 and r.session = $3`;
    const params = [String(at.schId), TERM, SESSION];
    const totals: number[] = [];
    let rows = 0;
    for (let run = 0; run <= SCHOOL_RUNS; run++) {
      const t0 = performance.now();
      rows = (await database.raw(text, params, 'bench_school_scores')).length;
      if (run > 0) totals.push(performance.now() - t0);
    }
    whole.push({
      name: 'reference: one query, every score row into JS',
      total: median(totals),
      rows,
    });
  }

  // 5 (first part). The first class released: its cards' codes are issued in the release.
  const releaseT0 = performance.now();
  await call('PATCH', '/release/result', admin, {
    term: TERM,
    session: SESSION,
    period: 'Second Half',
    class_id: String(first.id),
    sub_class: 'A',
  });
  const releaseMs = performance.now() - releaseT0;

  // 4. Report cards of the class, read as the results screen reads them.
  const info = (await call<S['SchoolItem']>('GET', '/school', admin)).data.attributes;
  const gradePoints: GradePointBand[] = (
    await call<{ data: { attributes: GradePointBand }[] }>('GET', '/gpa', admin)
  ).data.map((r) => r.attributes);
  const schoolInfo: SchoolInfo = {
    name: info.schname,
    logo: null,
    address: info.schaddr,
    motto: info.schmotto,
    phone: info.schphone,
    email: info.schemail,
    website: info.schwebsite,
  };
  const cards: ReportCardData[] = [];
  for (const id of first.studentIds) {
    const path = `/staff/endtermresult/${id}/${termPath}`;
    const result = (await call<S['EndTermResultItem']>('GET', path, admin)).data.attributes;
    const cumulative = (
      await call<{ data: { attributes: Cumulative } }>(
        'GET',
        `/cumulativescore/${id}/${encodeURIComponent('Second Half')}/${termPath}`,
        admin,
      )
    ).data.attributes;
    cards.push({ school: schoolInfo, result: result as AnyResult, gradePoints, cumulative });
  }

  // 5. The public check of a released card: its code (facts), and its code with its PIN.
  const seals = cards.flatMap((c) => (c.result.verification ? [c.result.verification] : []));
  if (seals.length === 0) throw new Error('The released cards carry no verification code');
  const sealOf = (i: number) => seals[i % seals.length] as NonNullable<AnyResult['verification']>;
  const open = async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${base}${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return answer.json();
  };
  const lookup = await sequence(20, READS, (i) => open('GET', `/verify/${sealOf(i).code}`));
  const pin = await sequence(20, READS, (i) =>
    open('POST', `/verify/${sealOf(i).code}`, { pin: sealOf(i).pin }),
  );
  await app.close();

  const pdfs: Pdfs[] = [];
  /** PDFS documents in sequence after 20 unmeasured ones. */
  const makePdfs = async (name: string, make: (i: number) => Promise<Blob>) => {
    for (let i = 0; i < 20; i++) await make(i);
    let bytes = 0;
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    for (let i = 0; i < PDFS; i++) bytes += (await make(i)).size;
    const cpu = process.cpuUsage(cpu0);
    const seconds = (performance.now() - t0) / 1000;
    pdfs.push({
      name,
      perSecond: PDFS / seconds,
      perCpuSecond: PDFS / ((cpu.user + cpu.system) / 1e6),
      kb: bytes / PDFS / 1024,
      n: PDFS,
    });
  };
  const withLogo = (logo: string | null) =>
    cards.map((card) => ({ ...card, school: { ...card.school, logo } }));
  const rgba = logoDataUrl(true);
  const cardsWithLogo = withLogo(rgba);
  const cardsWithoutLogo = withLogo(null);
  const cardOf = (list: ReportCardData[], i: number) => list[i % list.length] as ReportCardData;
  /** A blank A4 page made the way report-card.pdf.ts makes its documents. */
  const blankPage = async (fill: (doc: InstanceType<typeof jsPDF>) => Promise<void> | void) => {
    const doc = new jsPDF({ unit: 'mm', format: 'a4', precision: 3, putOnlyUsedFonts: true });
    await fill(doc);
    return doc.output('blob');
  };
  await makePdfs('as is: RGBA PNG logo, embedded Noto Sans', (i) =>
    reportCardPdf(cardOf(cardsWithLogo, i)),
  );
  await makePdfs('  where the time goes: no logo', (i) =>
    reportCardPdf(cardOf(cardsWithoutLogo, i)),
  );
  await makePdfs('  where the time goes: blank page, the 2 fonts', () =>
    blankPage(async (doc) => {
      await addFonts(doc);
      doc.text('Adébáyọ̀ Ọlá Ṣadé', 20, 20);
      setFont(doc, 'bold');
      doc.text('REPORT SHEET', 20, 30);
    }),
  );
  await makePdfs('  where the time goes: blank page, logo uncached', () =>
    blankPage((doc) => {
      doc.addImage(rgba, 'PNG', 12, 12, 22, 22);
    }),
  );

  // The whole class arm (PER_CLASS cards) in one PDF, as staff download it.
  // Its cards carry their QR codes (released above); then the same cards without.
  const classRuns = async (list: ReportCardData[]): Promise<ClassPdf> => {
    const classWall: number[] = [];
    const classCpu: number[] = [];
    let classBytes = 0;
    for (let run = 0; run <= CLASS_RUNS; run++) {
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      classBytes = (await classReportCardsPdf(list, 'Report cards')).size;
      const cpu = process.cpuUsage(cpu0);
      if (run === 0) continue; // warm-up
      classWall.push(performance.now() - t0);
      classCpu.push((cpu.user + cpu.system) / 1000);
    }
    return {
      cards: list.length,
      wallMs: median(classWall),
      cpuMs: median(classCpu),
      kb: classBytes / 1024,
    };
  };
  const classPdf = await classRuns(cardsWithLogo);
  const classPdfWithoutQr = await classRuns(
    cardsWithLogo.map(({ result: { verification: _, ...result }, ...card }) => ({
      ...card,
      result: result as AnyResult,
    })),
  );

  return {
    label,
    seedMs,
    classPdf,
    classPdfWithoutQr,
    verification: { releaseMs, cards: seals.length, lookup, pin },
    school,
    save,
    broadsheet,
    load: {
      rps: load.requests.average,
      p50: load.latency.p50,
      p99: load.latency.p99,
      bad: load.non2xx + load.errors,
    },
    whole,
    pdfs,
  };
}

// ---------------------------------------------------------------- printing

function print(r: Report) {
  const s = r.school;
  console.log(
    `\n${r.label}: ${s.students} students (${s.classes.length} classes × ${PER_CLASS}), ${s.subjectIds.length} subjects, ${s.scoreRows} score rows (First Term, ca1 + ca2 + exam); seeded in ${(r.seedMs / 1000).toFixed(1)} s${ANALYZE ? ', then ANALYZE' : ', no ANALYZE'}`,
  );
  const latency = (name: string, l: Latency, target: string) =>
    console.log(
      `  ${name.padEnd(52)} ${ms(l.httpP50).padStart(9)} ${ms(l.httpP99).padStart(9)} ${ms(l.serverP50).padStart(10)} ${ms(l.serverP99).padStart(10)}   ${target}`,
    );
  console.log(
    `  ${'request (sequential, one at a time)'.padEnd(52)} ${'HTTP p50'.padStart(9)} ${'HTTP p99'.padStart(9)} ${'server p50'.padStart(10)} ${'server p99'.padStart(10)}   target`,
  );
  latency(`POST /endTermResult, 1 class-subject (${r.save.n}×)`, r.save, '-');
  latency(
    `GET /broadsheet, 1 class of ${PER_CLASS} (${r.broadsheet.n}×)`,
    r.broadsheet,
    '< 15 ms p50',
  );
  console.log(
    `  ${`GET /broadsheet, autocannon ${CONNECTIONS} conns ${DURATION} s`.padEnd(52)} ${r.load.rps.toFixed(0).padStart(5)} req/s, p50 ${r.load.p50} ms, p99 ${r.load.p99} ms, non-2xx ${r.load.bad}`,
  );
  console.log(
    `\n  ${`whole school, end of term (${s.classes.length} classes, median of ${SCHOOL_RUNS})`.padEnd(52)} ${'total'.padStart(9)} ${'queries'.padStart(9)} ${'compute'.padStart(10)} ${'rows'.padStart(10)}   target`,
  );
  for (const w of r.whole) {
    console.log(
      `  ${w.name.padEnd(52)} ${ms(w.total).padStart(9)} ${(w.queries === undefined ? '' : ms(w.queries)).padStart(9)} ${(w.arithmetic === undefined ? '' : ms(w.arithmetic)).padStart(10)} ${String(w.rows ?? '').padStart(10)}   ${w.name.startsWith('reference') ? '' : '< 300 ms'}`,
    );
  }
  console.log(
    `\n  ${'report-card PDFs (jsPDF, this process, one core)'.padEnd(52)} ${'PDFs/s'.padStart(9)} ${'kB/PDF'.padStart(9)} ${'PDFs'.padStart(10)}   target`,
  );
  for (const p of r.pdfs) {
    console.log(
      `  ${p.name.padEnd(52)} ${p.perSecond.toFixed(0).padStart(9)} ${p.kb.toFixed(1).padStart(9)} ${String(p.n).padStart(10)}   ${p.name.startsWith(' ') ? '' : '≥ 250/s'}`,
    );
  }
  const card = r.pdfs[0] as Pdfs;
  const onePass = r.whole[0] as SchoolTimes;
  const today = TODAY[r.label as keyof typeof TODAY];
  const row = (name: string, now: string, before: string, target: string) =>
    console.log(`  ${name.padEnd(52)} ${now.padStart(12)} ${before.padStart(14)}   ${target}`);
  console.log(
    `
  ${'beside today (main d2827ae, this machine)'.padEnd(52)} ${'now'.padStart(12)} ${'today'.padStart(14)}   target`,
  );
  row(
    'single card, logo + fonts: PDFs/s',
    card.perSecond.toFixed(0),
    String(today.cardsPerSecond),
    '≥ 250/s',
  );
  row(
    '  the same per CPU second of this process',
    card.perCpuSecond.toFixed(0),
    String(today.cardsPerCpuSecond),
    '',
  );
  row(
    `whole class, ${r.classPdf.cards} cards in one PDF (${r.classPdf.kb.toFixed(0)} kB)`,
    ms(r.classPdf.wallMs),
    `${today.classMs} ms`,
    '< 500 ms',
  );
  row('  the same in CPU time of this process', ms(r.classPdf.cpuMs), `${today.classCpuMs} ms`, '');
  row(
    `  the same cards without their QR codes (${r.classPdfWithoutQr.kb.toFixed(0)} kB)`,
    ms(r.classPdfWithoutQr.wallMs),
    '',
    '',
  );
  row('    in CPU time of this process', ms(r.classPdfWithoutQr.cpuMs), '', '');
  row(
    `whole school in one pass, ${r.school.classes.length} classes (today: 40)`,
    ms(onePass.total),
    `${today.onePassMs} ms`,
    r.label === 'PostgreSQL' ? '≤ 150 ms' : '≤ 250 ms',
  );
  const v = r.verification;
  console.log(
    `\n  ${'report cards anyone can verify (issue 31)'.padEnd(52)} ${'HTTP p50'.padStart(9)} ${'HTTP p99'.padStart(9)} ${'server p50'.padStart(10)} ${'server p99'.padStart(10)}   target`,
  );
  console.log(
    `  ${`PATCH /release/result, ${v.cards} cards signed (1×)`.padEnd(52)} ${ms(v.releaseMs).padStart(9)}`,
  );
  latency(`GET /verify/{code}, facts (${v.lookup.n}×)`, v.lookup, '≤ 10 ms p50');
  latency(`POST /verify/{code} with the PIN, figures (${v.pin.n}×)`, v.pin, '≤ 10 ms p50');
}

const reports = await onEachDatabase(PG_URL, benchDatabase);

console.log(`\nNode ${process.version}; figures are one run on this machine, not a promise.`);
for (const r of reports) print(r);
console.log(
  '\nTargets are for PostgreSQL. Server = Fastify reply.elapsedTime; HTTP = the loopback round trip.',
);
